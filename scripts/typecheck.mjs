// `npm run typecheck`: type-checks everything that runs, tests included. The build projects (`tsc -b`)
// go first because the test projects read @larder/shared from its built declarations; the test-only
// projects emit nothing and keep an incremental cache, so an unchanged tree re-checks in seconds.
import path from "node:path";
import { root, run } from "./lib.mjs";

// The binary itself: through npx each of the six runs would pay a few hundred milliseconds more.
const tsc = path.join(root, "node_modules", ".bin", "tsc");

const projects = [
  ["shared and server sources (the build)", ["-b"]],
  ["shared tests", ["-p", "packages/shared/tsconfig.test.json"]],
  ["server tests and test-support", ["-p", "packages/server/tsconfig.test.json"]],
  ["web app and its tests", ["-p", "packages/web"]],
  ["end-to-end specs, pages and configs", ["-p", "e2e"]],
  ["root tool configs", ["-p", "tsconfig.tools.json"]],
];

const failed = projects.filter(([, args]) => run(tsc, args) !== 0).map(([name]) => name);
if (failed.length > 0) {
  console.error(`Type errors in: ${failed.join("; ")}`);
  process.exit(1);
}
