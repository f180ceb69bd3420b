import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildSignedInMember } from "../test-support/builders.js";
import { createTestApp, type TestApp } from "../test-support/test-app.js";

/**
 * Organizer names and slugs: a name is refused only when the group already has the same name (case,
 * accents and punctuation aside); two different names whose slugs collide are both kept, each with a
 * slug of its own. Slugs transliterate other scripts as Mealie's do.
 */

let larder: TestApp;

beforeAll(async () => {
  larder = await createTestApp();
});
afterAll(async () => {
  await larder.close();
});

const member = () => buildSignedInMember(larder);

type Method = "GET" | "POST" | "PUT";
const call = (headers: { authorization: string }, method: Method, url: string, payload?: object) =>
  larder.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

describe.each(["categories", "tags", "tools"] as const)("organizer names: %s", (kind) => {
  const base = `/api/organizers/${kind}`;

  it("keeps names of mixed scripts apart, with transliterated slugs", async () => {
    const { headers } = await member();
    const beef = await call(headers, "POST", base, { name: "Pho 牛肉" });
    expect(beef.statusCode, beef.body).toBe(201);
    expect(beef.json()).toMatchObject({ name: "Pho 牛肉", slug: "pho-niu-rou" });
    const chicken = await call(headers, "POST", base, { name: "Pho 鸡肉" });
    expect(chicken.statusCode, chicken.body).toBe(201);
    expect(chicken.json()).toMatchObject({ name: "Pho 鸡肉", slug: "pho-ji-rou" });
    expect((await call(headers, "POST", base, { name: "Борщ" })).json().slug).toBe("borshch");
    expect((await call(headers, "GET", `${base}/slug/pho-ji-rou`)).json().id).toBe(chicken.json().id);
  });

  it("refuses the same name in other case, accents or punctuation, naming the one it has", async () => {
    const { headers } = await member();
    expect((await call(headers, "POST", base, { name: "Crème Brûlée" })).statusCode).toBe(201);
    for (const name of ["creme brulee", "CRÈME BRÛLÉE", "Crème-Brûlée!"]) {
      const response = await call(headers, "POST", base, { name });
      expect(response.statusCode, name).toBe(409);
      expect(response.json().detail.message).toContain('named "Crème Brûlée" already exists');
    }
  });

  it("gives a different name whose slug is taken a slug of its own, also on renaming", async () => {
    const { headers } = await member();
    const first = (await call(headers, "POST", base, { name: "Mac & Cheese" })).json();
    const second = await call(headers, "POST", base, { name: "Mac and Cheese" });
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json()).toMatchObject({ name: "Mac and Cheese", slug: "mac-and-cheese-1" });
    expect(first.slug).toBe("mac-and-cheese");

    expect((await call(headers, "POST", base, { name: "Æbleskiver" })).json().slug).toBe("aebleskiver");
    const other = (await call(headers, "POST", base, { name: "Pancakes" })).json();
    const renamed = await call(headers, "PUT", `${base}/${other.id}`, { name: "Aebleskiver" });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ name: "Aebleskiver", slug: "aebleskiver-1" });
    const clash = await call(headers, "PUT", `${base}/${other.id}`, { name: "mac and cheese" });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().detail.message).toContain('named "Mac and Cheese" already exists');

    // Saving a name unchanged keeps its slug.
    const kept = await call(headers, "PUT", `${base}/${second.json().id}`, { name: "Mac and Cheese" });
    expect(kept.json()).toMatchObject({ slug: "mac-and-cheese-1" });
  });
});
