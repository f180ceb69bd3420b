import { load } from "cheerio";
import { describe, expect, it } from "vitest";
import { withFastQueries } from "./fast-queries.js";

const PAGE = `<html><body><div class="list"><section id="card"><ul><li>a</li><li>b</li></ul></section></div>
<ul class="other"><li>c</li></ul><script type="application/ld+json">{}</script></body></html>`;
const both = () => [load(PAGE), withFastQueries(load(PAGE))];
const texts = (found: { toArray(): unknown[] }, $: ReturnType<typeof load>) =>
  found.toArray().map((element) => $(element as never).text());

describe("queries answered from the page order", () => {
  it("give cheerio's own answers, a scope's ancestors outside it included", () => {
    for (const selector of [
      "li",
      ".list li",
      "section li",
      "ul > li",
      "li, script",
      'script[type="application/ld+json"]',
    ]) {
      const [plain, fast] = both() as [ReturnType<typeof load>, ReturnType<typeof load>];
      expect(texts(fast(selector), fast)).toEqual(texts(plain(selector), plain));
      expect(texts(fast("#card").find(selector), fast)).toEqual(texts(plain("#card").find(selector), plain));
      expect(texts(fast("body").find(selector), fast)).toEqual(texts(plain("body").find(selector), plain));
    }
  });

  it("see what is removed from the page, and nothing removed from a copy", () => {
    const $ = withFastQueries(load(PAGE));
    expect($("li")).toHaveLength(3);
    const copy = $("#card").clone();
    copy.find("li").remove();
    expect($("li")).toHaveLength(3);
    $(".other").remove();
    expect(texts($("li"), $)).toEqual(["a", "b"]);
    $("#card ul").append("<li>d</li>");
    expect(texts($("body").find("li"), $)).toEqual(["a", "b", "d"]);
  });
});
