import fs from "node:fs";
import { fileURLToPath } from "node:url";
import { AUTH_COOKIE_NAME, SERVER_STATE_ELEMENT_ID } from "@larder/shared";
import * as cheerio from "cheerio";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Member, type TestContext, testContext } from "../test-support/test-context.js";

/**
 * Recipe pages and group homes sent with their content in the HTML (server-render.ts), rendered by
 * the built web app's server entry: what each viewer's page holds before any script has run.
 */

const webDir = fileURLToPath(new URL("../../../web/dist", import.meta.url));
const serverEntry = fileURLToPath(new URL("../../../web/dist-ssr/entry-server.js", import.meta.url));
const built = fs.existsSync(`${webDir}/index.html`) && fs.existsSync(serverEntry);
if (!built) console.warn("server-render tests skipped: build the web app first (node scripts/build.mjs)");

const HOSTILE = "</script><script>window.hacked=1</script>\u2028<!--";

let t: TestContext;
let chef: Member;
let stranger: Member;
let openSlug: string;
let otherSlug: string;

beforeAll(async () => {
  if (!built) return;
  t = await testContext({ webDir, serverEntry });
  const open = await t.newGroup({ name: "Open Pantry", preferences: { private_group: false } });
  const other = await t.newGroup({ name: "Other Pantry", preferences: { private_group: false } });
  chef = await t.newMember({ group: open });
  stranger = await t.newMember({ group: other });
  openSlug = open.slug;
  otherSlug = other.slug;
  // The server loads the web app's entry on the first page it renders: done here, outside any test's time limit.
  await t.anonymous.get(`/g/${openSlug}`);
}, 60_000);
afterAll(async () => {
  await t?.close();
});

/** A recipe of the chef's with two ingredient lines, written through the API as the editor saves it. */
async function chefRecipe(name: string, isPublic: boolean, food = "arborio rice") {
  const created = await t.as(chef).post("/api/recipes", { name });
  expect(created.statusCode, created.body).toBe(201);
  const slug = created.json() as string;
  const saved = await t.as(chef).put(`/api/recipes/${slug}`, {
    name,
    settings: { public: isPublic, disableAmount: true },
    recipeIngredient: [{ note: `300 g ${food}` }, { note: "1 onion" }],
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return slug;
}

/** The page's ingredient lines as rendered in #root, and its embedded reads (null without them). */
function renderedPage(html: string) {
  const $ = cheerio.load(html);
  const state = $(`script#${SERVER_STATE_ELEMENT_ID}`);
  return {
    $,
    ingredients: $("#root section")
      .filter((_, section) => $(section).find("h2").first().text().trim() === "Ingredients")
      .find("li")
      .map((_, line) => $(line).text())
      .get(),
    rootText: $("#root").text(),
    state: state.length ? (JSON.parse(state.text()) as { queryKey: unknown[] }[]) : null,
  };
}

describe.skipIf(!built)("pages rendered on the server", () => {
  it("sends a member their group's recipe with its ingredients and the reads it was made from", async () => {
    const slug = await chefRecipe("Server Risotto", false);
    const response = await t.as(chef).get(`/g/${openSlug}/r/${slug}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("private, no-cache");
    const page = renderedPage(response.body);
    expect(page.ingredients.join("\n")).toContain("300 g arborio rice");
    expect(page.rootText).toContain("Server Risotto");
    expect(page.state?.map((read) => read.queryKey)).toContainEqual(["recipes", "detail", slug]);
    // The scheme the viewer chose is set before the first paint, as the app sets it once it runs.
    expect(page.$("head script:not([type])").text()).toContain("larder.colorMode");
    // The reads are in the page: preloading them too would fetch what nothing reads.
    expect(response.body).not.toMatch(/rel="preload" href="\/api\//);
  });

  it("renders for the session cookie a browser sends on a page load", async () => {
    const slug = await chefRecipe("Cookie Risotto", false);
    const token = (await t.headersOf(chef)).authorization.replace(/^Bearer /, "");
    const response = await t.anonymous.inject({
      method: "GET",
      url: `/g/${openSlug}/r/${slug}`,
      headers: { cookie: `${AUTH_COOKIE_NAME}=${token}` },
    });
    expect(renderedPage(response.body).ingredients.join("\n")).toContain("300 g arborio rice");
  });

  it("sends a visitor a public recipe rendered, with its link preview", async () => {
    const slug = await chefRecipe("Public Risotto", true);
    const response = await t.anonymous.get(`/g/${openSlug}/r/${slug}`);
    const page = renderedPage(response.body);
    expect(page.ingredients.join("\n")).toContain("300 g arborio rice");
    expect(page.$('meta[property="og:title"]').attr("content")).toBe("Public Risotto");
    expect(page.$('script[type="application/ld+json"]').length).toBe(1);
  });

  it("sends a visitor of a private recipe the plain app, with nothing of the recipe", async () => {
    const slug = await chefRecipe("Secret Risotto", false, "secret saffron");
    const response = await t.anonymous.get(`/g/${openSlug}/r/${slug}`);
    expect(response.statusCode).toBe(200);
    const page = renderedPage(response.body);
    expect(page.state).toBeNull();
    expect(page.$("#root").children().length).toBe(0);
    expect(response.body).not.toContain("Secret Risotto");
    expect(response.body).not.toContain("secret saffron");
  });

  it("shows a member of another group nothing of a private recipe", async () => {
    const slug = await chefRecipe("Hidden Risotto", false, "hidden truffle");
    const response = await t.as(stranger).get(`/g/${openSlug}/r/${slug}`);
    expect(response.statusCode).toBe(200);
    expect(renderedPage(response.body).state).toBeNull();
    expect(response.body).not.toContain("Hidden Risotto");
    expect(response.body).not.toContain("hidden truffle");
  });

  it("keeps hostile recipe text inert in the markup and in the embedded reads", async () => {
    const name = `Risotto ${HOSTILE}`;
    const slug = await chefRecipe(name, true);
    for (const viewer of [t.as(chef), t.anonymous]) {
      const response = await viewer.get(`/g/${openSlug}/r/${slug}`);
      const page = renderedPage(response.body);
      expect(page.ingredients.join("\n")).toContain("300 g arborio rice");
      // Parsed as a browser does, the name stays text: no element comes of it.
      expect(page.$("#root h1").text()).toBe(name);
      expect(page.$("script").filter((_, script) => page.$(script).text().startsWith("window.hacked")).length).toBe(0);
      // The reads come back as they were written, with nothing in the HTML that ends their element.
      expect(JSON.stringify(page.state)).toContain(JSON.stringify(name).slice(1, -1));
      const stateElement = response.body.slice(response.body.indexOf(`id="${SERVER_STATE_ELEMENT_ID}"`));
      const stateText = stateElement.slice(0, stateElement.indexOf("</script>"));
      expect(stateText).not.toMatch(/<|\u2028/);
    }
  });

  it("leaves a recipe whose text needs the Markdown renderer to the browser", async () => {
    const created = await t.as(chef).post("/api/recipes", { name: "Marked Risotto" });
    const slug = created.json() as string;
    await t.as(chef).put(`/api/recipes/${slug}`, {
      name: "Marked Risotto",
      description: "A **creamy** risotto <img src=x onerror=alert(1)>",
      settings: { public: true },
    });
    const response = await t.anonymous.get(`/g/${openSlug}/r/${slug}`);
    expect(response.statusCode).toBe(200);
    expect(renderedPage(response.body).state).toBeNull();
    expect(response.body).not.toContain("onerror=alert");
  });

  it("sends a member their group's home rendered", async () => {
    // The other group: the open one holds a recipe in Markdown, whose card the browser renders.
    const response = await t.as(stranger).get(`/g/${otherSlug}`);
    expect(response.statusCode).toBe(200);
    const page = renderedPage(response.body);
    expect(page.state).not.toBeNull();
    expect(page.$("#root h1").text()).toBe("Other Pantry");
  });

  it("leaves other pages to the browser", async () => {
    for (const url of ["/login", `/g/${openSlug}/r/create/new`, "/user/profile"]) {
      const response = await t.as(chef).get(url);
      expect(response.statusCode).toBe(200);
      expect(renderedPage(response.body).state).toBeNull();
    }
  });
});
