import { type APIRequestContext, expect, test } from "@playwright/test";
import { DEFAULT_ADMIN } from "../fixtures";
import { apiSignIn } from "../support/api";

/** What a chat app or search engine sees when it fetches a recipe link without signing in. */

const groupSlug = DEFAULT_ADMIN.groupSlug;

async function recipeWith(request: APIRequestContext, name: string, isPublic: boolean) {
  const headers = await apiSignIn(request);
  const created = await request.post("/api/recipes", { headers, data: { name } });
  expect(created.status()).toBe(201);
  const slug = (await created.json()) as string;
  const saved = await request.put(`/api/recipes/${slug}`, {
    headers,
    data: { name, description: `All about ${name}`, settings: { public: isPublic } },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  return (await saved.json()) as { id: string; slug: string };
}

test.describe("link previews", () => {
  test.beforeAll(async ({ request }) => {
    const headers = await apiSignIn(request);
    const preferences = await (await request.get("/api/groups/preferences", { headers })).json();
    const opened = await request.put("/api/groups/preferences", {
      headers,
      data: { ...preferences, privateGroup: false },
    });
    expect(opened.status(), await opened.text()).toBe(200);
  });

  test("a public recipe's page carries OpenGraph tags and a schema.org Recipe", async ({ request, playwright }) => {
    const recipe = await recipeWith(request, "Preview Paella", true);
    // A fresh context without a session, as a link-preview robot fetches the page.
    const visitor = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
    const html = await (await visitor.get(`/g/${groupSlug}/r/${recipe.slug}`)).text();
    expect(html).toContain('<meta property="og:title" content="Preview Paella">');
    expect(html).toContain('<meta property="og:description" content="All about Preview Paella">');
    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1];
    expect(JSON.parse(jsonLd ?? "{}")).toMatchObject({ "@type": "Recipe", name: "Preview Paella" });
    await visitor.dispose();
  });

  test("a private recipe's page says nothing about it, until it is shared", async ({ request, playwright }) => {
    const recipe = await recipeWith(request, "Hidden Hotpot", false);
    const visitor = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
    const plain = await (await visitor.get(`/g/${groupSlug}/r/${recipe.slug}`)).text();
    expect(plain).not.toContain("Hidden Hotpot");
    expect(plain).not.toContain("og:title");

    const share = await request.post("/api/shared/recipes", {
      headers: await apiSignIn(request),
      data: { recipeId: recipe.id },
    });
    expect(share.status()).toBe(201);
    const token = (await share.json()).id as string;
    const shared = await (await visitor.get(`/g/${groupSlug}/shared/r/${token}`)).text();
    expect(shared).toContain('<meta property="og:title" content="Hidden Hotpot">');
    await visitor.dispose();
  });
});
