import { describe, expect, it } from "vitest";
import { toSlug } from "./slugs.js";

/** Expected values are python-slugify's (Mealie's) unless the case says otherwise. */
describe("toSlug", () => {
  it.each([
    ["Crème Brûlée", "creme-brulee"],
    ["Pho 牛肉", "pho-niu-rou"],
    ["Pho 鸡肉", "pho-ji-rou"],
    ["红烧肉", "hong-shao-rou"],
    ["寿司", "shou-si"],
    ["すし", "susi"],
    ["김치", "gimci"],
    ["Борщ", "borshch"],
    ["Йогурт", "iogurt"],
    ["Ελληνική σαλάτα", "ellenike-salata"],
    ["Phở bò", "pho-bo"],
    ["Käsespätzle", "kasespatzle"],
    ["Ærøskøbing ß", "aeroskobing-ss"],
    ["Łódź", "lodz"],
    ["ﬁsh", "fish"],
    ["½ cup", "1-2-cup"],
    ["1,000 Island", "1000-island"],
    ["C'est la vie", "c-est-la-vie"],
    ["  --Spaghetti   Bolognese!--  ", "spaghetti-bolognese"],
    ["🦄 cake", "cake"],
    ["1", "1"],
  ])("%j -> %j", (name, slug) => {
    expect(toSlug(name)).toBe(slug);
  });

  it("reads & as 'and' and keeps 's and 't joined, as Larder's slugs always have", () => {
    expect(toSlug("Mac & Cheese")).toBe("mac-and-cheese");
    expect(toSlug("Grandma's Card")).toBe("grandmas-card");
    expect(toSlug("Don't Stop")).toBe("dont-stop");
  });

  it("transliterates a Latin-1 letter before a symbol, and drops control characters", () => {
    expect(toSlug("Ã©")).toBe("a-c");
    expect(toSlug("ß°")).toBe("ssdeg");
    expect(toSlug("bird’\u0080\u0099s eye")).toBe("birds-eye");
  });

  it("is empty for a name without anything to transliterate", () => {
    expect(toSlug("!!!")).toBe("");
    expect(toSlug("🍕")).toBe("");
  });
});
