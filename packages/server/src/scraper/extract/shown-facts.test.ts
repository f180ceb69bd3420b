import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { load } from "cheerio";
import { describe, expect, it } from "vitest";
import { scrapePage } from "./scrape-page.js";
import { readShownFacts } from "./shown-facts.js";

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), "../fixtures");

describe("yield and times shown in the page's text", () => {
  it("fills the yield and times the markup leaves out from labels and the values in the boxes beside them", () => {
    const html = fs.readFileSync(path.join(fixtures, "shown-facts.html"), "utf8");
    const recipe = scrapePage(html, "https://cookies.example/oat");
    expect(recipe?.source).toBe("json-ld");
    // The script's "Serves 99" is not page text; the label's own box holds no number.
    expect(recipe?.yields).toBe("24 cookies");
    expect(recipe).toMatchObject({ prepTime: null, cookTime: 12, totalTime: 30 });
  });

  it.each([
    ["<p>Prep: 10 mins<br>Serves 4</p>", "4 servings"],
    ["<li><strong>Serves:</strong> 2 people</li>", "2 servings"],
    ["<div>Servings</div><div>6</div>", "6 servings"],
    ["<strong>Makes</strong><p>12</p>", "12 items"],
    ["<span>MAKES: 12 COOKIES</span>", "12 cookies"],
    ["<div><span></span>4 adag</div>", "4 servings"],
    ["<p>Portionen: 3-4</p>", "4 servings"],
  ])("reads %s as %s", (body, expected) => {
    expect(readShownFacts(load(`<html><body>${body}</body></html>`)).yields).toBe(expected);
  });

  it("gives nothing when the page shows no yield", () => {
    const facts = readShownFacts(
      load("<html><body><p>Servings are generous.</p><p>Makes sense.</p><p>Cook the rice: 10 cups</p></body></html>"),
    );
    expect(facts).toEqual({ yields: null, prepTime: null, cookTime: null, totalTime: null });
  });

  it("reads labelled times, the label and its duration in one text or side by side, and adds up a missing total", () => {
    const facts = readShownFacts(
      load("<html><body><p>Prep: 10 mins<br>Serves 4</p><dl><dt>Cook time</dt><dd>1 hr 5 min</dd></dl></body></html>"),
    );
    expect(facts).toEqual({ yields: "4 servings", prepTime: 10, cookTime: 65, totalTime: 75 });
  });
});
