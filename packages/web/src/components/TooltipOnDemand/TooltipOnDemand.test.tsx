import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { TooltipOnDemand } from "./TooltipOnDemand";

describe("TooltipOnDemand", () => {
  it("describes its button by a title until MUI's tooltip has loaded, and never takes the focus away", async () => {
    render(
      <>
        <TooltipOnDemand describeChild title="Add to favorites">
          <button type="button" aria-label="Favorite">
            ♥
          </button>
        </TooltipOnDemand>
        <button type="button">Elsewhere</button>
      </>,
    );
    const favorite = screen.getByRole("button", { name: "Favorite" });
    expect(favorite.getAttribute("title")).toBe("Add to favorites");

    // Reached by the keyboard: the tooltip's code loads, but the focused button is not replaced.
    act(() => favorite.focus());
    await act(async () => {
      await import("@mui/material/Tooltip");
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(screen.getByRole("button", { name: "Favorite" })).toBe(favorite);
    expect(document.activeElement).toBe(favorite);

    // Once the focus has moved on, the button wears MUI's tooltip, which shows on hover.
    act(() => screen.getByRole("button", { name: "Elsewhere" }).focus());
    await waitFor(() => expect(screen.getByRole("button", { name: "Favorite" })).not.toBe(favorite));
    fireEvent.mouseOver(screen.getByRole("button", { name: "Favorite" }));
    expect(await screen.findByRole("tooltip")).toHaveProperty("textContent", "Add to favorites");
  });
});
