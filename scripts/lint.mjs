// `npm run lint`: the linters `npm test` runs, all of them even when one fails.
import { LINTERS, run } from "./lib.mjs";

const failed = LINTERS.filter(([, args]) => run("npx", args) !== 0).map(([linter]) => linter);
if (failed.length > 0) {
  console.error(`Lint errors from: ${failed.join(", ")}`);
  process.exit(1);
}
