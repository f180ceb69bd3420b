import { describe, expect, it } from "vitest";
import { useTestContext } from "../test-support/test-context.js";

/**
 * Organizer names and slugs: a name is refused only when the group already has the same name (case,
 * accents and punctuation aside); two different names whose slugs collide are both kept, each with a
 * slug of its own. Slugs transliterate other scripts as Mealie's do.
 */

const t = useTestContext();

describe.each(["categories", "tags", "tools"] as const)("organizer names: %s", (kind) => {
  const base = `/api/organizers/${kind}`;

  it("keeps names of mixed scripts apart, with transliterated slugs", async () => {
    const member = await t.newMember({ canOrganize: true });
    const beef = await t.as(member).post(base, { name: "Pho 牛肉" });
    expect(beef.statusCode, beef.body).toBe(201);
    expect(beef.json()).toMatchObject({ name: "Pho 牛肉", slug: "pho-niu-rou" });
    const chicken = await t.as(member).post(base, { name: "Pho 鸡肉" });
    expect(chicken.statusCode, chicken.body).toBe(201);
    expect(chicken.json()).toMatchObject({ name: "Pho 鸡肉", slug: "pho-ji-rou" });
    expect((await t.as(member).post(base, { name: "Борщ" })).json().slug).toBe("borshch");
    expect((await t.as(member).get(`${base}/slug/pho-ji-rou`)).json().id).toBe(chicken.json().id);
  });

  it("refuses the same name in other case, accents or punctuation, naming the one it has", async () => {
    const member = await t.newMember({ canOrganize: true });
    expect((await t.as(member).post(base, { name: "Crème Brûlée" })).statusCode).toBe(201);
    for (const name of ["creme brulee", "CRÈME BRÛLÉE", "Crème-Brûlée!"]) {
      const response = await t.as(member).post(base, { name });
      expect(response.statusCode, name).toBe(409);
      expect(response.json().detail.message).toContain('named "Crème Brûlée" already exists');
    }
  });

  it("gives a different name whose slug is taken a slug of its own, also on renaming", async () => {
    const member = await t.newMember({ canOrganize: true });
    const first = (await t.as(member).post(base, { name: "Mac & Cheese" })).json();
    const second = await t.as(member).post(base, { name: "Mac and Cheese" });
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json()).toMatchObject({ name: "Mac and Cheese", slug: "mac-and-cheese-1" });
    expect(first.slug).toBe("mac-and-cheese");

    expect((await t.as(member).post(base, { name: "Æbleskiver" })).json().slug).toBe("aebleskiver");
    const other = (await t.as(member).post(base, { name: "Pancakes" })).json();
    const renamed = await t.as(member).put(`${base}/${other.id}`, { name: "Aebleskiver" });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ name: "Aebleskiver", slug: "aebleskiver-1" });
    const clash = await t.as(member).put(`${base}/${other.id}`, { name: "mac and cheese" });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().detail.message).toContain('named "Mac and Cheese" already exists');

    // Saving a name unchanged keeps its slug.
    const kept = await t.as(member).put(`${base}/${second.json().id}`, { name: "Mac and Cheese" });
    expect(kept.json()).toMatchObject({ slug: "mac-and-cheese-1" });
  });
});
