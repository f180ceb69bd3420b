import { afterEach, describe, expect, it, vi } from "vitest";
import { postRecipeToAction, recipeActionUrl } from "./execute";

const recipe = { id: "0d6f1c53", slug: "lemon-cake" };

describe("recipeActionUrl", () => {
  it("fills in the recipe's page address, id and slug, wherever and however often they appear", () => {
    expect(
      recipeActionUrl(
        { url: `https://planner.example/add?from=\${url}&id=\${id}&again=\${id}/\${slug}` },
        recipe,
        "https://larder.example/g/home/r/lemon-cake",
      ),
    ).toBe(
      "https://planner.example/add?from=https://larder.example/g/home/r/lemon-cake&id=0d6f1c53&again=0d6f1c53/lemon-cake",
    );
  });

  it("leaves other placeholders alone", () => {
    expect(recipeActionUrl({ url: `https://x.example/\${name}` }, recipe, "")).toBe(`https://x.example/\${name}`);
  });
});

describe("postRecipeToAction", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("counts an unreadable (opaque) answer as sent and a network failure as failed", async () => {
    const fetchSpy = vi.fn(async () => ({ type: "opaque", status: 0 }) as Response);
    vi.stubGlobal("fetch", fetchSpy);
    // biome-ignore lint/suspicious/noExplicitAny: only the fields the request body needs
    expect(await postRecipeToAction("https://hook.example/", { name: "Lemon cake" } as any)).toBe(true);
    expect(fetchSpy).toHaveBeenCalledWith(
      "https://hook.example/",
      expect.objectContaining({ method: "POST", body: JSON.stringify({ name: "Lemon cake" }) }),
    );

    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))),
    );
    // biome-ignore lint/suspicious/noExplicitAny: only the fields the request body needs
    expect(await postRecipeToAction("https://hook.example/", { name: "Lemon cake" } as any)).toBe(false);
  });
});
