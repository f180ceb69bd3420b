import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { buildRecipe } from "../../test/recipeBuilders";
import { renderApp } from "../../test/renderApp";

const TOKEN = "7c0e6a52-2f44-4b0e-a1d4-8a4f3e9b6c21";
/** The page is a lazy chunk: its first load in the test environment takes a while on a busy machine. */
const PAGE_LOAD = { timeout: 10_000 };

const sharedRecipe = buildRecipe({
  image: "key1",
  assets: [{ name: "Recipe card", icon: "mdi-file-pdf-box", fileName: "recipe-card.pdf" }],
  settings: { ...buildRecipe().settings, public: false, showAssets: true },
});

function openShareLink() {
  return renderApp(`/g/home/shared/r/${TOKEN}`, {
    user: null,
    routes: { [`GET /api/recipes/shared/${TOKEN}`]: { body: sharedRecipe } },
  });
}

describe("SharedRecipePage", { timeout: 30_000 }, () => {
  it("gives the recipe's media URLs the link's token, which lets a visitor's browser load them", async () => {
    openShareLink();
    await screen.findByRole("heading", { level: 1, name: "Pancakes" }, PAGE_LOAD);
    const images = [...document.querySelectorAll("img")].map((image) => image.getAttribute("src"));
    expect(images).toContain(`/api/media/recipes/${sharedRecipe.id}/images/original.webp?version=key1&token=${TOKEN}`);
    for (const src of images) expect(src).toContain(`token=${TOKEN}`);
    expect(screen.getByRole("link", { name: "Recipe card" }).getAttribute("href")).toBe(
      `/api/media/recipes/${sharedRecipe.id}/assets/recipe-card.pdf?token=${TOKEN}`,
    );
  });

  it("gives the print view's image the link's token", async () => {
    openShareLink();
    await screen.findByRole("heading", { level: 1, name: "Pancakes" }, PAGE_LOAD);
    fireEvent.click(screen.getByRole("button", { name: "Actions for Pancakes" }));
    fireEvent.click(await screen.findByRole("menuitem", { name: "Print preferences" }, PAGE_LOAD));
    const dialog = await screen.findByRole("dialog", { name: "Print preferences" }, PAGE_LOAD);
    const preview = await within(dialog).findByRole("region", { name: "Preview" }, PAGE_LOAD);
    const image = preview.querySelector("img");
    expect(image?.getAttribute("src")).toBe(
      `/api/media/recipes/${sharedRecipe.id}/images/min-original.webp?version=key1&token=${TOKEN}`,
    );
  });
});
