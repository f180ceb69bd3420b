import { describe, expect, it } from "vitest";
import { resolveNotFoundRedirect, rewriteNotFoundPath } from "./notFoundRedirect";

describe("rewriteNotFoundPath", () => {
  it("turns /recipe/ into /r/ and adds the group prefix", () => {
    expect(rewriteNotFoundPath("/recipe/pancakes", "home")).toBe("/g/home/r/pancakes");
  });

  it("keeps a path that already names a group", () => {
    expect(rewriteNotFoundPath("/g/home/recipe/pancakes", "home")).toBe("/g/home/r/pancakes");
    expect(rewriteNotFoundPath("/g/other/cookbooks", "home")).toBe("/g/other/cookbooks");
  });

  it("cannot add a prefix without a group", () => {
    expect(rewriteNotFoundPath("/cookbooks", null)).toBe("/cookbooks");
  });
});

describe("resolveNotFoundRedirect", () => {
  it("follows a rewrite that lands on a known group page", () => {
    expect(resolveNotFoundRedirect("/recipe/pancakes", "home")).toBe("/g/home/r/pancakes");
    expect(resolveNotFoundRedirect("/cookbooks/dinners", "home")).toBe("/g/home/cookbooks/dinners");
    expect(resolveNotFoundRedirect("/recipes/timeline", "home")).toBe("/g/home/recipes/timeline");
  });

  it("shows not-found for paths that rewrite to nothing known", () => {
    expect(resolveNotFoundRedirect("/no/such/page", "home")).toBeNull();
    expect(resolveNotFoundRedirect("/shopping-lists/abc/items", "home")).toBeNull();
  });

  it("shows not-found when the rewrite changes nothing", () => {
    expect(resolveNotFoundRedirect("/g/home/r/pancakes", "home")).toBeNull();
    expect(resolveNotFoundRedirect("/r/pancakes", null)).toBeNull();
  });
});
