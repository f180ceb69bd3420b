// `npm run bench:live`: how long a check on one phone takes to show on another that has the same
// shopping list open. Starts the built server on a fresh SQLite data folder, two members of the
// household (created through the API) open one list of BENCH_CHECKS items in two Chromium contexts,
// then each item is checked in turn, alternately on one device and the other, and the time from the
// tap to the other device's list losing the item (as the page draws it: a MutationObserver) is
// read on the machine's one clock (performance.timeOrigin + now). Prints the median, p95, min and
// max. The path measured: the write, the server's event, the other page's read of the list, its
// render. Prints figures; asserts nothing (GUIDE §5: timings are never a test).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { signIn, stop } from "../../server/bench/server-process.mjs";
import { api, launchChromium, median, startServer } from "./browser-bench.mjs";

const CHECKS = Number(process.env.BENCH_CHECKS || 20);
const MEMBERS = [
  { username: "bench-one", fullName: "Bench One", email: "bench-one@example.com", password: "bench-one-password" },
  { username: "bench-two", fullName: "Bench Two", email: "bench-two@example.com", password: "bench-two-password" },
];
const itemName = (index) => `Bench item ${index + 1}`;

/** Runs in a page: the item's checkbox (named by its line), or undefined. */
function findItemBox(name) {
  return [...document.querySelectorAll("main input[type=checkbox]")].find(
    (box) => document.getElementById(box.getAttribute("aria-labelledby") ?? "")?.textContent === name,
  );
}

/** Runs in the watching page: resolves with the time at which the item no longer shows unchecked. */
function whenChecked(name) {
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      const box = window.findItemBox(name);
      if (box && !box.checked) return;
      observer.disconnect();
      resolve(performance.timeOrigin + performance.now());
    });
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
  });
}

/** Runs in the tapping page: checks the item, returning when. */
function tap(name) {
  const at = performance.timeOrigin + performance.now();
  window.findItemBox(name).click();
  return at;
}

async function openList(browser, server, member, listPath) {
  const context = await browser.newContext({ baseURL: server.url, viewport: { width: 390, height: 844 } });
  const signedIn = await context.request.post("/api/auth/token", {
    form: { username: member.email, password: member.password },
  });
  if (signedIn.status() !== 200) throw new Error(`browser sign-in failed: ${signedIn.status()}`);
  const page = await context.newPage();
  await page.addInitScript(`window.findItemBox = ${findItemBox.toString()}`);
  await page.goto(listPath);
  await page.waitForFunction((name) => window.findItemBox(name) !== undefined, itemName(CHECKS - 1));
  return page;
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "larder-bench-live-"));
  const server = await startServer(dataDir);
  const browser = await launchChromium();
  try {
    const admin = await signIn(server);
    for (const member of MEMBERS) await api(server, admin, "POST", "/api/admin/users", member);
    const list = await api(server, admin, "POST", "/api/groups/shopping/lists", { name: "Bench live" });
    await api(
      server,
      admin,
      "POST",
      "/api/groups/shopping/items/create-bulk",
      Array.from({ length: CHECKS }, (_, index) => ({
        shoppingListId: list.id,
        note: itemName(index),
        quantity: 0,
        position: index,
      })),
    );
    const devices = [];
    for (const member of MEMBERS) devices.push(await openList(browser, server, member, `/shopping-lists/${list.id}`));

    const times = [];
    for (let index = 0; index < CHECKS; index++) {
      const [from, to] = index % 2 === 0 ? devices : [...devices].reverse();
      const seen = to.evaluate(whenChecked, itemName(index));
      const tapped = await from.evaluate(tap, itemName(index));
      times.push((await seen) - tapped);
    }
    const sorted = [...times].sort((a, b) => a - b);
    const ms = (value) => `${value.toFixed(0)} ms`;
    console.log(
      `A check on one device shown on the other (${CHECKS} checks, both ways; ${os.cpus().length} cores, ` +
        `load average ${os.loadavg()[0].toFixed(2)}):`,
    );
    console.log(
      `  median ${ms(median(times))}, p95 ${ms(sorted[Math.ceil(0.95 * sorted.length) - 1])}, ` +
        `min ${ms(sorted[0])}, max ${ms(sorted.at(-1))}`,
    );
  } finally {
    await browser.close();
    await stop(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
