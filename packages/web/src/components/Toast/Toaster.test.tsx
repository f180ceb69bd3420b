import { TOAST_DURATION_MS } from "@larder/shared";
import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ToastProvider } from "./ToastContext";
import { Toaster } from "./Toaster";
import { createToastStore } from "./toastStore";

function renderToaster() {
  const store = createToastStore();
  render(
    <ToastProvider store={store}>
      <Toaster />
    </ToastProvider>,
  );
  return store;
}

describe("Toaster", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it.each([
    ["error", "WarningIcon"],
    ["success", "CheckCircleIcon"],
    ["info", "InfoIcon"],
  ] as const)("shows a %s toast with its icon", (kind, iconTestId) => {
    const store = renderToaster();
    act(() => void store[kind]("Saved the thing"));
    const toast = screen.getByText("Saved the thing").closest(".MuiAlert-root");
    expect(toast?.querySelector(`[data-testid="${iconTestId}"]`)).not.toBeNull();
  });

  it("announces errors as alerts", () => {
    const store = renderToaster();
    act(() => void store.error("Image upload failed"));
    expect(screen.getByRole("alert")).toHaveProperty("textContent", "Image upload failed");
  });

  it("hides an ordinary toast after the toast duration", () => {
    const store = renderToaster();
    act(() => void store.success("Recipe saved"));
    act(() => void vi.advanceTimersByTime(TOAST_DURATION_MS - 100));
    expect(screen.queryByText("Recipe saved")).not.toBeNull();
    act(() => void vi.advanceTimersByTime(100));
    // The close starts the exit transition, which has timers of its own.
    act(() => void vi.advanceTimersByTime(5000));
    expect(screen.queryByText("Recipe saved")).toBeNull();
  });

  it("keeps a loading toast until it is dismissed", () => {
    const store = renderToaster();
    let id = 0;
    act(() => {
      id = store.loading("Importing");
    });
    act(() => void vi.advanceTimersByTime(TOAST_DURATION_MS * 10));
    expect(screen.queryByText("Importing")).not.toBeNull();
    act(() => store.dismiss(id));
    act(() => void vi.advanceTimersByTime(5000));
    expect(screen.queryByText("Importing")).toBeNull();
  });

  it("replaces the toast on screen with a newer one", () => {
    const store = renderToaster();
    act(() => void store.info("First"));
    act(() => void store.error("Second"));
    expect(screen.queryByText("First")).toBeNull();
    expect(screen.queryByText("Second")).not.toBeNull();
  });
});
