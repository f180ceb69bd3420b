import { describe, expect, it } from "vitest";
import { LARGE_PAGE_RECIPE, largePages } from "./large-pages.js";
import { scrapePage } from "./scrape-page.js";

// Pages of several MB shaped like the ones that made the importer slow: thousands of comments, an
// app's whole state inline, a gallery of thousands of images, thousands of unclosed tags, long runs
// of characters a pattern could read again and again. The recipe must still come out whole; the
// generous timeout only guards against the import slowing to minutes again (the bench times it).
describe("large pages", () => {
  for (const { name, html } of largePages()) {
    it(`reads the recipe from a page with ${name}`, { timeout: 60_000 }, () => {
      expect(html.length).toBeGreaterThan(700_000);
      const recipe = scrapePage(html, "https://blog.example/soup/");
      expect(recipe?.title).toBe(LARGE_PAGE_RECIPE.title);
      expect(recipe?.ingredients).toEqual(LARGE_PAGE_RECIPE.ingredients);
      expect(recipe?.instructions.map((step) => step.text)).toEqual(LARGE_PAGE_RECIPE.steps);
      expect(recipe?.yields).toBe(LARGE_PAGE_RECIPE.yields);
      expect(recipe?.totalTime).toBe(LARGE_PAGE_RECIPE.totalTime);
    });
  }

  it("ranks a gallery of thousands of images by size, each address once", () => {
    const page = largePages().find((candidate) => candidate.name.includes("galleries"));
    const recipe = scrapePage(page?.html ?? "", "https://blog.example/soup/");
    expect(recipe?.image).toBe("https://blog.example/gallery/119-1170x580.jpg");
    expect(new Set(recipe?.images).size).toBe(recipe?.images.length);
    expect(recipe?.images.length).toBe(3000 + 2000);
  });
});
