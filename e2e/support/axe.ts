import { createRequire } from "node:module";
import type { Page } from "@playwright/test";

const axePath = createRequire(import.meta.url).resolve("axe-core/axe.min.js");

/**
 * Runs axe-core on the page's main content (or the elements `selector` picks, such as an open
 * dialog, which lies outside it) and returns the serious and critical violations with the elements
 * found. The top bar and drawer around it are the layout's, checked with the group home.
 */
export async function seriousAccessibilityViolations(page: Page, selector = "main"): Promise<string[]> {
  await page.addScriptTag({ path: axePath });
  const violations = await page.evaluate(async (context) => {
    // biome-ignore lint/suspicious/noExplicitAny: axe is injected as a global script
    const axe = (window as any).axe;
    const result = await axe.run(context, { resultTypes: ["violations"] });
    return result.violations as Array<{ id: string; impact: string; nodes: Array<{ html: string }> }>;
  }, selector);
  return violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html.slice(0, 160)).join(" | ")}`);
}
