import fs from "node:fs";
import { type Browser, expect as baseExpect, type Page, type TestInfo, test } from "@playwright/test";
import { DEFAULT_ADMIN } from "../fixtures";
import { seedRecipe } from "../support/api";
import { seriousAccessibilityViolations } from "../support/axe";
import { lemonCake } from "../support/recipe-fixtures";

const expect = baseExpect.configure({ timeout: 15_000 });
const group = DEFAULT_ADMIN.groupSlug;

type Catalogue = { [key: string]: string | Catalogue };

/** A text of a locale's catalogue, as the app shows it (placeholders filled from `values`). */
function text(locale: string, key: string, values: Record<string, string> = {}): string {
  const catalogue = JSON.parse(
    fs.readFileSync(new URL(`../../packages/web/src/i18n/locales/${locale}.json`, import.meta.url), "utf8"),
  ) as Catalogue;
  let node: string | Catalogue | undefined = catalogue;
  for (const part of key.split(".")) node = typeof node === "object" ? node[part] : undefined;
  if (typeof node !== "string") throw new Error(`${locale} has no text ${key}`);
  return node.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? "");
}

interface Box {
  x: number;
  width: number;
}

/**
 * The same screen in the browser's language, signed in as the administrator through the form of
 * that language: a fresh browser whose only language is `locale`, which the app starts in.
 */
async function signedInScreen(browser: Browser, locale: string, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ locale, baseURL, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto("/login");
  await expect(page.getByRole("heading", { name: text(locale, "login.title", { product: "Larder" }) })).toBeVisible();
  await page.getByLabel(text(locale, "login.username")).fill(DEFAULT_ADMIN.email);
  await page.locator("input[type=password]").fill(DEFAULT_ADMIN.password);
  await page.getByRole("button", { name: text(locale, "login.submit") }).click();
  await expect(page).toHaveURL(`/g/${group}`);
  return page;
}

/** Where an element sits across the page, measured from the left. */
async function boxOf(page: Page, selector: string): Promise<Box> {
  const box = await page.locator(selector).first().boundingBox();
  if (!box) throw new Error(`${selector} is not on screen`);
  return { x: box.x, width: box.width };
}

/**
 * Checks that an element of the right-to-left screen stands where the left-to-right one's mirror
 * image puts it (its text may differ in length, so only elements whose size does not depend on
 * their words are compared).
 */
async function expectMirrored(ltr: Page, rtl: Page, selector: string): Promise<void> {
  const width = ltr.viewportSize()?.width ?? 1280;
  const left = await boxOf(ltr, selector);
  const right = await boxOf(rtl, selector);
  expect(Math.abs(right.x - (width - left.x - left.width)), `${selector} mirrored`).toBeLessThanOrEqual(2);
  expect(Math.abs(right.width - left.width), `${selector} the same width`).toBeLessThanOrEqual(2);
}

/**
 * Nothing sticks out of the page sideways, and nothing shown is cut off by a box that clips what
 * overflows it: no visible element or text inside such a box reaches past either of its sides.
 */
async function expectNothingCutOff(page: Page): Promise<void> {
  const problems = await page.evaluate(() => {
    const found: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth + 1)
      found.push(`page is ${root.scrollWidth - root.clientWidth}px too wide`);
    const shown = (element: Element) => {
      const style = getComputedStyle(element);
      return style.visibility !== "hidden" && style.display !== "none" && style.opacity !== "0";
    };
    for (const element of document.querySelectorAll<HTMLElement>("main *, header *, nav *")) {
      const style = getComputedStyle(element);
      const clips = style.overflowX === "hidden" || style.overflowX === "clip";
      // MUI's ellipsis (noWrap) is meant to shorten; inputs scroll their text; screen-reader text is 1px on purpose.
      if (!clips || !shown(element) || style.textOverflow === "ellipsis" || element.tagName === "INPUT") continue;
      if (element.clientWidth <= 1 || style.clip.startsWith("rect")) continue;
      const box = element.getBoundingClientRect();
      const sticksOut = (rect: DOMRect) => rect.width > 1 && (rect.left < box.left - 1 || rect.right > box.right + 1);
      const texts = [...element.childNodes].filter(
        (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
      );
      const cut =
        [...element.querySelectorAll("*")].some((child) => shown(child) && sticksOut(child.getBoundingClientRect())) ||
        texts.some((node) => {
          const range = document.createRange();
          range.selectNode(node);
          return sticksOut(range.getBoundingClientRect());
        });
      if (cut)
        found.push(`${element.tagName.toLowerCase()}.${element.className}: "${element.textContent?.slice(0, 40)}"`);
    }
    return found;
  });
  expect(problems).toEqual([]);
}

async function attachScreens(testInfo: TestInfo, name: string, ltr: Page, rtl: Page): Promise<void> {
  await testInfo.attach(`${name}-ltr.png`, { body: await ltr.screenshot(), contentType: "image/png" });
  await testInfo.attach(`${name}-rtl.png`, { body: await rtl.screenshot(), contentType: "image/png" });
}

for (const locale of ["he-IL", "ar-SA"]) {
  test(`${locale} reads right to left: sign-in, group home, recipe page, print view and editor mirror the English layout`, async ({
    browser,
    request,
    baseURL,
  }, testInfo) => {
    test.slow();
    const recipe = await seedRecipe(request, lemonCake(`Mirrored Lemon Cake ${locale}`));
    const ltr = await signedInScreen(browser, "en-US", baseURL as string);
    const rtl = await signedInScreen(browser, locale, baseURL as string);
    await expect(rtl.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(rtl.locator("html")).toHaveAttribute("lang", locale);
    await expect(ltr.locator("html")).toHaveAttribute("dir", "ltr");

    // The group home: the sidebar is on the right, the menu button and the sidebar's boxes mirrored.
    for (const page of [ltr, rtl]) await expect(page.locator(".MuiDrawer-paper").first()).toBeVisible();
    await expectMirrored(ltr, rtl, ".MuiDrawer-paper");
    await expectMirrored(ltr, rtl, "header button");
    expect((await boxOf(rtl, ".MuiDrawer-paper")).x).toBeGreaterThan(640);
    await expectNothingCutOff(rtl);
    expect(await seriousAccessibilityViolations(rtl, "body")).toEqual([]);
    await attachScreens(testInfo, "group-home", ltr, rtl);

    // The recipe page: ingredients with their check boxes at the start of the line, on the right.
    for (const page of [ltr, rtl]) {
      await page.goto(`/g/${group}/r/${recipe.slug}`);
      await expect(page.getByRole("heading", { name: recipe.name })).toBeVisible();
    }
    await expect(rtl.getByRole("heading", { name: text(locale, "recipePage.ingredients") })).toBeVisible();
    await expectMirrored(ltr, rtl, "main input[type=checkbox]");
    await expectMirrored(ltr, rtl, ".MuiDrawer-paper");
    await expectNothingCutOff(rtl);
    expect(await seriousAccessibilityViolations(rtl)).toEqual([]);
    await attachScreens(testInfo, "recipe", ltr, rtl);

    // Its print view reads from the right too: the recipe's name starts at the paper's right edge.
    for (const page of [ltr, rtl]) await page.emulateMedia({ media: "print" });
    const nameEdges = (page: Page) =>
      page.locator(".recipe-print-area").evaluate((area, name) => {
        const heading = [...area.querySelectorAll("h1, h2, h3, h4, h5, h6")].find((h) => h.textContent === name);
        if (!heading) return null;
        const range = document.createRange();
        range.selectNodeContents(heading);
        const text = range.getBoundingClientRect();
        const paper = area.getBoundingClientRect();
        return { fromLeft: text.left - paper.left, fromRight: paper.right - text.right };
      }, recipe.name);
    const ltrName = await nameEdges(ltr);
    const rtlName = await nameEdges(rtl);
    expect(ltrName?.fromLeft).toBeLessThanOrEqual(24);
    expect(rtlName?.fromRight).toBeLessThanOrEqual(24);
    expect(rtlName?.fromLeft).toBeGreaterThan(100);
    await attachScreens(testInfo, "recipe-print", ltr, rtl);
    for (const page of [ltr, rtl]) await page.emulateMedia({ media: "screen" });

    // The editor: its fields run the full width as in English, their labels at the right.
    for (const page of [ltr, rtl]) {
      await page.goto(`/g/${group}/r/${recipe.slug}?edit=true`);
      await expect(page.locator("main input[type=text]").first()).toBeVisible();
    }
    await expectMirrored(ltr, rtl, "main input[type=text]");
    const label = await rtl.locator("main .MuiInputLabel-root").first().boundingBox();
    const field = await rtl.locator("main .MuiOutlinedInput-root").first().boundingBox();
    expect(label && field && field.x + field.width - (label.x + label.width)).toBeLessThan(40);
    await expectNothingCutOff(rtl);
    expect(await seriousAccessibilityViolations(rtl)).toEqual([]);
    await attachScreens(testInfo, "editor", ltr, rtl);

    // The sign-in page of a visitor, in the same language.
    await rtl.context().clearCookies();
    await rtl.goto("/login");
    await expect(rtl.getByRole("button", { name: text(locale, "login.submit") })).toBeVisible();
    await ltr.context().clearCookies();
    await ltr.goto("/login");
    await expectMirrored(ltr, rtl, "main input[type=checkbox]");
    await expectNothingCutOff(rtl);
    expect(await seriousAccessibilityViolations(rtl)).toEqual([]);
    await attachScreens(testInfo, "sign-in", ltr, rtl);

    await ltr.context().close();
    await rtl.context().close();
  });
}
