import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";
import { initI18n } from "../i18n";

await initI18n();

// Pages are lazy-loaded: the first test of a file also waits for its page's modules to be
// transformed and imported, which takes more than the default second on a busy machine.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  // The node environment (catalogues.test.ts) has no storage.
  globalThis.localStorage?.clear();
});
