import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildSignedInMember } from "../test-support/builders.js";
import { createTestApp, type TestApp } from "../test-support/test-app.js";

/**
 * Recipe slugs of names in any script, as Mealie makes them (transliterated to ASCII), and the rule
 * that only a duplicate name becomes "Name (1)": a different name whose slug is taken keeps its name
 * and gets a slug of its own.
 */

type Headers = { authorization: string };
type Method = "GET" | "POST" | "PUT" | "PATCH";

let larder: TestApp;

beforeAll(async () => {
  larder = await createTestApp();
});
afterAll(async () => {
  await larder.close();
});

const call = (headers: Headers, method: Method, url: string, payload?: object) =>
  larder.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

const member = () => buildSignedInMember(larder);

/** Creates a recipe and reads back its name and slug. */
async function create(headers: Headers, name: string): Promise<{ name: string; slug: string }> {
  const response = await call(headers, "POST", "/api/recipes", { name });
  expect(response.statusCode, response.body).toBe(201);
  const read = await call(headers, "GET", `/api/recipes/${encodeURIComponent(response.json())}`);
  expect(read.statusCode, read.body).toBe(200);
  const { name: saved, slug } = read.json();
  expect(slug).toBe(response.json());
  return { name: saved, slug };
}

describe("recipe slugs", () => {
  it("transliterates other scripts to ASCII, so mixed-script names keep distinct slugs and names", async () => {
    const { headers } = await member();
    expect(await create(headers, "Pho 牛肉")).toEqual({ name: "Pho 牛肉", slug: "pho-niu-rou" });
    expect(await create(headers, "Pho 鸡肉")).toEqual({ name: "Pho 鸡肉", slug: "pho-ji-rou" });
    expect(await create(headers, "Борщ")).toEqual({ name: "Борщ", slug: "borshch" });
    expect(await create(headers, "Σουβλάκι")).toEqual({ name: "Σουβλάκι", slug: "soublaki" });
    expect(await create(headers, "すし")).toEqual({ name: "すし", slug: "susi" });
    expect(await create(headers, "Phở bò")).toEqual({ name: "Phở bò", slug: "pho-bo" });
  });

  it('renames only a duplicate name "Name (1)", with slugs that never come out of other names', async () => {
    const { headers } = await member();
    expect(await create(headers, "红烧肉")).toEqual({ name: "红烧肉", slug: "hong-shao-rou" });
    expect(await create(headers, "红烧肉")).toEqual({ name: "红烧肉 (1)", slug: "hong-shao-rou-1" });
    expect(await create(headers, "寿司")).toEqual({ name: "寿司", slug: "shou-si" });
    expect(await create(headers, "寿司")).toEqual({ name: "寿司 (1)", slug: "shou-si-1" });
    expect(await create(headers, "1")).toEqual({ name: "1", slug: "1" });
  });

  it("counts names differing only in case, accents or punctuation as the same name", async () => {
    const { headers } = await member();
    expect(await create(headers, "Crème Brûlée")).toEqual({ name: "Crème Brûlée", slug: "creme-brulee" });
    expect(await create(headers, "creme brulee!")).toEqual({ name: "creme brulee! (1)", slug: "creme-brulee-1" });
  });

  it("gives a different name whose slug is taken a slug of its own and keeps its name", async () => {
    const { headers } = await member();
    expect(await create(headers, "Mac & Cheese")).toEqual({ name: "Mac & Cheese", slug: "mac-and-cheese" });
    expect(await create(headers, "Mac and Cheese")).toEqual({ name: "Mac and Cheese", slug: "mac-and-cheese-1" });
    expect(await create(headers, "Mac & Cheese")).toEqual({ name: "Mac & Cheese (1)", slug: "mac-and-cheese-1-1" });
  });

  it("renames to a different name whose slug is taken, refusing only a name in use", async () => {
    const { headers } = await member();
    await create(headers, "Mac & Cheese");
    const { slug } = await create(headers, "Cheesy Pasta");
    const renamed = await call(headers, "PATCH", `/api/recipes/${slug}`, { name: "Mac and Cheese" });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ name: "Mac and Cheese", slug: "mac-and-cheese-1" });

    const again = await call(headers, "PATCH", "/api/recipes/mac-and-cheese-1", { name: "MAC & CHEESE" });
    expect(again.statusCode).toBe(400);
    expect(again.json().detail.message).toBe("New recipe names must be unique within the group");

    const recased = await call(headers, "PATCH", "/api/recipes/mac-and-cheese-1", { name: "Mac And Cheese" });
    expect(recased.json()).toMatchObject({ name: "Mac And Cheese", slug: "mac-and-cheese-1" });
  });

  it("says a name is free when only its slug is taken", async () => {
    const { group, headers } = await member();
    await create(headers, "Mac & Cheese");
    const valid = async (name: string) => {
      const url = `/api/validators/recipe?group_id=${group.id}&name=${encodeURIComponent(name)}`;
      return (await larder.app.inject({ method: "GET", url })).json().valid;
    };
    expect(await valid("Mac and Cheese")).toBe(true);
    expect(await valid("mac & cheese")).toBe(false);
  });

  it("files a recipe under a new tag when only the tag's slug would match another", async () => {
    const { headers } = await member();
    const beef = (await call(headers, "POST", "/api/organizers/tags", { name: "Pho 牛肉" })).json();
    const mac = (await call(headers, "POST", "/api/organizers/tags", { name: "Mac & Cheese" })).json();
    const { slug } = await create(headers, "Noodles");

    const patched = await call(headers, "PATCH", `/api/recipes/${slug}`, {
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
