// `npm test`: installs what is missing (npm packages, Debian's Chromium and slapd), builds, type-checks, runs the
// linters and every test runner, and ends with one line "N passed, N failed" summing them all.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { LINTERS, mustRun, root, run } from "./lib.mjs";

const CHROMIUM = "/usr/bin/chromium";
const SLAPD = "/usr/sbin/slapd";
const LOCAL_POSTGRES = "postgres://postgres@127.0.0.1:5432/test";
const PGLITE = "pglite";
/** Whether this run has refreshed apt's package lists (once, before the first install). */
let aptUpdated = false;

mustRun(process.execPath, ["scripts/ensure-installed.mjs"]);
ensureChromium();
ensureSlapd();
mustRun(process.execPath, ["scripts/build.mjs"]);

const postgresUrl = choosePostgres();

const resultsDir = path.join(root, "test-results");
fs.mkdirSync(resultsDir, { recursive: true });
const totals = { passed: 0, failed: 0, skipped: 0 };

// The type-check and each linter count as one check: an error fails the run like a failed test.
for (const [check, command, args] of [
  ["the type-check", process.execPath, ["scripts/typecheck.mjs"]],
  ...LINTERS.map(([linter, linterArgs]) => [linter, "npx", linterArgs]),
]) {
  if (run(command, args) === 0) totals.passed += 1;
  else {
    console.error(`${check} found errors: counted as a failure`);
    totals.failed += 1;
  }
}

const vitestReport = path.join(resultsDir, "vitest.json");
fs.rmSync(vitestReport, { force: true });
run("npx", ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${vitestReport}`], {
  env: { ...process.env, TEST_POSTGRES_URL: postgresUrl },
});
addCounts("vitest", vitestReport, (report) => ({
  passed: report.numPassedTests,
  failed: report.numFailedTests + (report.success === false && report.numFailedTests === 0 ? 1 : 0),
  skipped: report.numPendingTests + report.numTodoTests,
}));

const playwrightReport = path.join(root, "e2e", "test-results", "e2e.json");
fs.rmSync(playwrightReport, { force: true });
run("npx", ["playwright", "test", "-c", "e2e/playwright.config.ts"]);
addCounts("playwright", playwrightReport, (report) => ({
  passed: report.stats.expected + report.stats.flaky,
  failed: report.stats.unexpected + (report.errors?.length ?? 0),
  skipped: report.stats.skipped,
}));

const skipped = totals.skipped > 0 ? `, ${totals.skipped} skipped` : "";
console.log(`\n${totals.passed} passed, ${totals.failed} failed${skipped}`);
process.exit(totals.failed > 0 ? 1 : 0);

/** Adds a runner's counts from its JSON report; a runner that left no report counts as one failure. */
function addCounts(runner, reportFile, count) {
  if (!fs.existsSync(reportFile)) {
    console.error(`${runner} wrote no report (${reportFile}): counted as a failure`);
    totals.failed += 1;
    return;
  }
  const counts = count(JSON.parse(fs.readFileSync(reportFile, "utf8")));
  for (const key of Object.keys(totals)) totals[key] += counts[key];
}

function ensureChromium() {
  if (fs.existsSync(CHROMIUM)) return;
  console.log("Installing Debian's Chromium for the end-to-end tests...");
  aptInstall("chromium");
}

/**
 * Debian's OpenLDAP server, which the LDAP sign-in tests start on a loopback port of their own with
 * a configuration in a temporary folder. Told beforehand to create no directory of its own, the
 * package's system service has nothing to serve and does not start.
 */
function ensureSlapd() {
  if (fs.existsSync(SLAPD)) return;
  console.log("Installing Debian's slapd for the LDAP sign-in tests...");
  const [command, ...args] = [...asRoot(), "debconf-set-selections"];
  mustRun(command, args, {
    input: "slapd slapd/no_configuration boolean true\n",
    stdio: ["pipe", "inherit", "inherit"],
  });
  aptInstall("slapd");
}

function asRoot() {
  return process.getuid?.() === 0 ? [] : ["sudo"];
}

function aptInstall(pkg) {
  const apt = (args) => {
    const [command, ...rest] = [...asRoot(), "apt-get", ...args];
    mustRun(command, rest, { env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
  };
  if (!aptUpdated) apt(["update", "-qq"]);
  aptUpdated = true;
  apt(["install", "-y", "-qq", pkg]);
}

/** TEST_POSTGRES_URL, else the local server when it answers, else PGlite in-process; says which. */
function choosePostgres() {
  const configured = process.env.TEST_POSTGRES_URL;
  if (configured === PGLITE || (!configured && !postgresAnswers(LOCAL_POSTGRES))) {
    console.log(
      `Integration tests run on SQLite and on PostgreSQL as PGlite in-process (no server answers at ${LOCAL_POSTGRES}; set TEST_POSTGRES_URL to use one)`,
    );
    return PGLITE;
  }
  const url = configured || LOCAL_POSTGRES;
  if (!postgresAnswers(url)) {
    console.error(`PostgreSQL does not answer at TEST_POSTGRES_URL=${url}`);
    process.exit(1);
  }
  console.log(`Integration tests run on SQLite and on the PostgreSQL server at ${url.replace(/:[^:@/]*@/, ":***@")}`);
  return url;
}

function postgresAnswers(url) {
  const probe = spawnSync(
    process.execPath,
    [
      "-e",
      `const c = new (require("pg").Client)({ connectionString: process.argv[1], connectionTimeoutMillis: 3000 });
       c.connect().then(() => c.end()).then(() => process.exit(0), () => process.exit(1));`,
      url,
    ],
    { cwd: path.join(root, "packages/server"), stdio: "ignore" },
  );
  return probe.status === 0;
}
