import { describe, expect, it } from "vitest";
import { type Member, useTestContext } from "../test-support/test-context.js";

/**
 * Recipe slugs of names in any script, as Mealie makes them (transliterated to ASCII), and the rule
 * that only a duplicate name becomes "Name (1)": a different name whose slug is taken keeps its name
 * and gets a slug of its own.
 */

const t = useTestContext();

/** Creates a recipe and reads back its name and slug. */
async function create(member: Member, name: string): Promise<{ name: string; slug: string }> {
  const response = await t.as(member).post("/api/recipes", { name });
  expect(response.statusCode, response.body).toBe(201);
  const read = await t.as(member).get(`/api/recipes/${encodeURIComponent(response.json())}`);
  expect(read.statusCode, read.body).toBe(200);
  const { name: saved, slug } = read.json();
  expect(slug).toBe(response.json());
  return { name: saved, slug };
}

describe("recipe slugs", () => {
  it("transliterates other scripts to ASCII, so mixed-script names keep distinct slugs and names", async () => {
    const member = await t.newMember();
    expect(await create(member, "Pho 牛肉")).toEqual({ name: "Pho 牛肉", slug: "pho-niu-rou" });
    expect(await create(member, "Pho 鸡肉")).toEqual({ name: "Pho 鸡肉", slug: "pho-ji-rou" });
    expect(await create(member, "Борщ")).toEqual({ name: "Борщ", slug: "borshch" });
    expect(await create(member, "Σουβλάκι")).toEqual({ name: "Σουβλάκι", slug: "soublaki" });
    expect(await create(member, "すし")).toEqual({ name: "すし", slug: "susi" });
    expect(await create(member, "Phở bò")).toEqual({ name: "Phở bò", slug: "pho-bo" });
  });

  it('renames only a duplicate name "Name (1)", with slugs that never come out of other names', async () => {
    const member = await t.newMember();
    expect(await create(member, "红烧肉")).toEqual({ name: "红烧肉", slug: "hong-shao-rou" });
    expect(await create(member, "红烧肉")).toEqual({ name: "红烧肉 (1)", slug: "hong-shao-rou-1" });
    expect(await create(member, "寿司")).toEqual({ name: "寿司", slug: "shou-si" });
    expect(await create(member, "寿司")).toEqual({ name: "寿司 (1)", slug: "shou-si-1" });
    expect(await create(member, "1")).toEqual({ name: "1", slug: "1" });
  });

  it("counts names differing only in case, accents or punctuation as the same name", async () => {
    const member = await t.newMember();
    expect(await create(member, "Crème Brûlée")).toEqual({ name: "Crème Brûlée", slug: "creme-brulee" });
    expect(await create(member, "creme brulee!")).toEqual({ name: "creme brulee! (1)", slug: "creme-brulee-1" });
  });

  it("gives a different name whose slug is taken a slug of its own and keeps its name", async () => {
    const member = await t.newMember();
    expect(await create(member, "Mac & Cheese")).toEqual({ name: "Mac & Cheese", slug: "mac-and-cheese" });
    expect(await create(member, "Mac and Cheese")).toEqual({ name: "Mac and Cheese", slug: "mac-and-cheese-1" });
    expect(await create(member, "Mac & Cheese")).toEqual({ name: "Mac & Cheese (1)", slug: "mac-and-cheese-1-1" });
  });

  it("renames to a different name whose slug is taken, refusing only a name in use", async () => {
    const member = await t.newMember();
    await create(member, "Mac & Cheese");
    const { slug } = await create(member, "Cheesy Pasta");
    const renamed = await t.as(member).patch(`/api/recipes/${slug}`, { name: "Mac and Cheese" });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ name: "Mac and Cheese", slug: "mac-and-cheese-1" });

    const again = await t.as(member).patch("/api/recipes/mac-and-cheese-1", { name: "MAC & CHEESE" });
    expect(again.statusCode).toBe(400);
    expect(again.json().detail.message).toBe("New recipe names must be unique within the group");

    const recased = await t.as(member).patch("/api/recipes/mac-and-cheese-1", { name: "Mac And Cheese" });
    expect(recased.json()).toMatchObject({ name: "Mac And Cheese", slug: "mac-and-cheese-1" });
  });

  it("says a name is free when only its slug is taken", async () => {
    const member = await t.newMember();
    const { group } = member;
    await create(member, "Mac & Cheese");
    const valid = async (name: string) => {
      const url = `/api/validators/recipe?group_id=${group.id}&name=${encodeURIComponent(name)}`;
      return (await t.app.inject({ method: "GET", url })).json().valid;
    };
    expect(await valid("Mac and Cheese")).toBe(true);
    expect(await valid("mac & cheese")).toBe(false);
  });

  it("files a recipe under a new tag when only the tag's slug would match another", async () => {
    const member = await t.newMember({ canOrganize: true });
    const beef = (await t.as(member).post("/api/organizers/tags", { name: "Pho 牛肉" })).json();
    const mac = (await t.as(member).post("/api/organizers/tags", { name: "Mac & Cheese" })).json();
    const { slug } = await create(member, "Noodles");

    const patched = await t.as(member).patch(`/api/recipes/${slug}`, {
      tags: [{ name: "Pho 鸡肉" }, { name: "Mac and Cheese" }, { name: "pho 牛肉" }],
    });
    expect(patched.statusCode, patched.body).toBe(200);
    const tags = new Map(
      (patched.json().tags as { id: string; name: string; slug: string }[]).map((tag) => [tag.name, tag]),
    );
    expect([...tags.keys()].sort()).toEqual(["Mac and Cheese", "Pho 牛肉", "Pho 鸡肉"]);
    expect(tags.get("Pho 鸡肉")).toMatchObject({ slug: "pho-ji-rou", id: expect.not.stringMatching(beef.id) });
    expect(tags.get("Mac and Cheese")).toMatchObject({
      slug: "mac-and-cheese-1",
      id: expect.not.stringMatching(mac.id),
    });
    expect(tags.get("Pho 牛肉")).toMatchObject({ id: beef.id, slug: "pho-niu-rou" });
  });
});
