import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";
import { directoryEnv, slapdAvailable } from "../packages/server/src/test-support/slapd";
import { ldapPort, oidcPort, serverPort, smtpPort } from "./ports";

const port = serverPort;
const baseURL = `http://127.0.0.1:${port}`;
// Separate output folders let several runs share one checkout (Playwright empties its folder at start).
const outputDir = process.env.E2E_OUTPUT_DIR ?? "test-results";

// Playwright loads this file again in every worker: the first load creates the data folder and the
// environment hands it to the others, so the server and the specs agree on one fresh database.
process.env.LARDER_E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), "larder-e2e-"));

export default defineConfig({
  testDir: "./specs",
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  outputDir,
  reporter: [["list"], ["json", { outputFile: `${outputDir}/e2e.json` }]],
  globalTeardown: "./global-teardown.ts",
  use: {
    baseURL,
    browserName: "chromium",
    trace: "retain-on-failure",
    launchOptions: {
      // Playwright cannot download its own browser here; Debian's Chromium stands in.
      executablePath: "/usr/bin/chromium",
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-quic",
      ],
    },
  },
  webServer: {
    command: "node ../packages/server/dist/main.js",
    url: `${baseURL}/api/app/about`,
    reuseExistingServer: false,
    timeout: 30_000,
    env: {
      PORT: String(port),
      DATA_DIR: process.env.LARDER_E2E_DATA_DIR,
      DB_ENGINE: "sqlite",
      LOG_LEVEL: "warn",
      BASE_URL: baseURL,
      SMTP_HOST: "127.0.0.1",
      SMTP_PORT: String(smtpPort),
      SMTP_AUTH_STRATEGY: "NONE",
      SMTP_FROM_EMAIL: "larder@example.com",
      // The LDAP spec starts the directory on this port; local accounts sign in as before.
      ...(slapdAvailable ? directoryEnv(`ldap://127.0.0.1:${ldapPort}`) : {}),
      // The provider is started by the spec that signs in through it; the server asks it only then.
      OIDC_AUTH_ENABLED: "true",
      OIDC_CONFIGURATION_URL: `http://127.0.0.1:${oidcPort}/.well-known/openid-configuration`,
      OIDC_CLIENT_ID: "larder",
      OIDC_PROVIDER_NAME: "Test IdP",
      OIDC_GROUPS_CLAIM: "groups",
      OIDC_ADMIN_GROUP: "larder-admins",
      OIDC_USER_GROUP: "larder-users",
    },
  },
});
