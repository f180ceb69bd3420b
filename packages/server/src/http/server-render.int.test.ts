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
function renderedPage(html: string, ingredientsHeading = "Ingredients") {
  const $ = cheerio.load(html);
  const state = $(`script#${SERVER_STATE_ELEMENT_ID}`);
  return {
    $,
    ingredients: $("#root section")
      .filter((_, section) => $(section).find("h2").first().text().trim() === ingredientsHeading)
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

  it("renders recipe text in Markdown sanitised as the browser sanitises it, hostile text inert", async () => {
    const created = await t.as(chef).post("/api/recipes", { name: "Marked Risotto" });
    const slug = created.json() as string;
    const hostile = [
      '<img src=x onerror="window.hacked=1">',
      '<a href="javascript:window.hacked=1">link</a>',
      "[md link](javascript:window.hacked=1)",
      "<script>window.hacked=1</script>",
      '<svg onload="window.hacked=1"></svg>',
      '<iframe src="https://evil.example"></iframe>',
      '<p style="color:red" id="root" class="x">styled</p>',
      '<noscript><p title="</noscript><img src=x onerror=window.hacked=1>"></p></noscript>',
      '<form action="/api/auth/token"><input name="password"></form>',
    ].join("\n\n");
    const saved = await t.as(chef).put(`/api/recipes/${slug}`, {
      name: "Marked Risotto",
      description: `A **creamy** risotto\n\n${hostile}`,
      recipeInstructions: [{ text: `# Toast\n\nStir _often_\n\n${hostile}` }],
      notes: [{ title: "Tip", text: `Use [stock](https://example.com/stock)\n\n${hostile}` }],
      recipeIngredient: [{ note: '300 g <b>arborio</b> rice <i onclick="window.hacked=1">x</i>' }, { note: "1 onion" }],
      settings: { public: true, disableAmount: true },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    for (const viewer of [t.as(chef), t.anonymous]) {
      const response = await viewer.get(`/g/${openSlug}/r/${slug}`);
      expect(response.statusCode).toBe(200);
      const page = renderedPage(response.body);
      expect(page.state).not.toBeNull();
      expect(page.ingredients.join("\n")).toContain("300 g arborio rice");
      const root = page.$("#root");
      expect(root.find("b").first().text()).toBe("arborio");
      expect(root.find(".markdown strong").first().text()).toBe("creamy");
      expect(root.find(".markdown em").first().text()).toBe("often");
      // The text's heading goes below the page's own sections, as in the browser.
      expect(root.find(".markdown h3").first().text()).toBe("Toast");
      expect(root.find('.markdown a[href="https://example.com/stock"]').attr("rel")).toBe("noopener noreferrer");
      // Nothing of the hostile text survives as markup: no script, frame, form, style, handler or script address.
      expect(
        root.find(".markdown").find("script, iframe, svg, form, input, noscript, style, [style], [id], [class]").length,
      ).toBe(0);
      // Nor anywhere in the page: the app's own markup has no script, frame or form either.
      expect(root.find("script, iframe, form, input[name=password], noscript").length).toBe(0);
      const attributes = root
        .find("*")
        .toArray()
        .flatMap((element) => Object.entries(element.attribs));
      expect(attributes.filter(([name]) => name.startsWith("on"))).toEqual([]);
      expect(attributes.filter(([, value]) => /^\s*javascript:/i.test(value))).toEqual([]);
      expect(root.html()).not.toContain("window.hacked");
      expect(
        page
          .$("script")
          .filter((_, script) => page.$(script).text().includes("window.hacked=1") && !page.$(script).attr("type"))
          .length,
      ).toBe(0);
    }
  });

  it("sends a member their group's home with its first cards", async () => {
    const slug = await chefRecipe("Home Risotto", false);
    await t
      .as(chef)
      .patch(`/api/recipes/${slug}`, { description: "Rich and **velvety** <img src=x onerror=window.hacked=1>" });
    const response = await t.as(chef).get(`/g/${openSlug}`);
    expect(response.statusCode).toBe(200);
    const page = renderedPage(response.body);
    expect(page.$("#root h1").text()).toBe("Open Pantry");
    expect(page.rootText).toContain("Home Risotto");
    expect(page.rootText).toContain("Server Risotto");
    // The card's description in Markdown, sanitised.
    expect(page.$("#root strong").filter((_, element) => page.$(element).text() === "velvety").length).toBe(1);
    expect(page.$("#root [onerror]").length).toBe(0);
    // The list's read is embedded under the browser's key, for its first render to find.
    expect(page.state?.map((read) => read.queryKey[1])).toContain("list");
  });

  it("sends a visitor of a public group its public recipes' cards, none of its private ones", async () => {
    const publicSlug = await chefRecipe("Visible Gnocchi", true);
    await chefRecipe("Private Gnocchi", false);
    const response = await t.anonymous.get(`/g/${openSlug}`);
    expect(response.statusCode).toBe(200);
    const page = renderedPage(response.body);
    expect(page.rootText).toContain("Visible Gnocchi");
    expect(page.$(`#root a[href="/g/${openSlug}/r/${publicSlug}"]`).length).toBeGreaterThan(0);
    expect(response.body).not.toContain("Private Gnocchi");
  });

  it("sends a member of another group the home of a public group with its public cards only", async () => {
    const response = await t.as(stranger).get(`/g/${openSlug}`);
    const page = renderedPage(response.body);
    expect(page.$("#root h1").text()).toBe(openSlug);
    expect(page.rootText).toContain("Visible Gnocchi");
    expect(response.body).not.toContain("Private Gnocchi");
  });

  it("sends a member their group's home rendered, with no recipes yet", async () => {
    const response = await t.as(stranger).get(`/g/${otherSlug}`);
    expect(response.statusCode).toBe(200);
    const page = renderedPage(response.body);
    expect(page.state).not.toBeNull();
    expect(page.$("#root h1").text()).toBe("Other Pantry");
    expect(page.rootText).toContain("No recipes yet");
  });

  it("leaves other pages to the browser", async () => {
    for (const url of ["/login", `/g/${openSlug}/r/create/new`, "/user/profile"]) {
      const response = await t.as(chef).get(url);
      expect(response.statusCode).toBe(200);
      expect(renderedPage(response.body).state).toBeNull();
    }
  });

  it("renders a page in the viewer's language: their choice's cookie, else their browser's", async () => {
    const slug = await chefRecipe("Polyglot Risotto", true);
    const byCookie = await t.anonymous.inject({
      method: "GET",
      url: `/g/${openSlug}/r/${slug}`,
      headers: { cookie: "larder_locale=de-DE", "accept-language": "fr-FR" },
    });
    const german = renderedPage(byCookie.body, "Zutaten");
    expect(german.ingredients.join("\n")).toContain("300 g arborio rice");
    expect(german.$("html").attr("lang")).toBe("de-DE");
    expect(german.$("html").attr("data-locale")).toBe("de-DE");
    // The page's code is asked for with the language's texts, which the app waits for before taking over.
    expect(german.$('link[rel="modulepreload"][href*="/de-DE-"]').length).toBe(1);

    const byBrowser = await t.anonymous.inject({
      method: "GET",
      url: `/g/${openSlug}/r/${slug}`,
      headers: { "accept-language": "ar,en;q=0.8" },
    });
    const arabic = renderedPage(byBrowser.body, "المكونات");
    expect(arabic.ingredients.join("\n")).toContain("300 g arborio rice");
    expect(arabic.$("html").attr("dir")).toBe("rtl");
    // Mirrored styles: the right-to-left cache's class names, not the default ones.
    expect(arabic.$("#root [class*='muirtl-']").length).toBeGreaterThan(0);
    expect(byBrowser.headers.vary).toContain("accept-language");

    // A language the interface does not have: English, as before.
    const unknown = await t.anonymous.inject({
      method: "GET",
      url: `/g/${openSlug}/r/${slug}`,
      headers: { "accept-language": "xx" },
    });
    expect(renderedPage(unknown.body).ingredients.join("\n")).toContain("300 g arborio rice");
    expect(cheerio.load(unknown.body)("html").attr("data-locale")).toBeUndefined();
  });
});
