// What the web benchmarks share: the built server on a fresh SQLite data folder at a free port, and
// Debian's Chromium launched as the e2e suite launches it.
import { spawn } from "node:child_process";
import net from "node:net";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";
import { SERVER_NODE_FLAGS } from "../../../scripts/lib.mjs";
import { untilReady } from "../../server/bench/server-process.mjs";

const CHROMIUM = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
const serverMain = fileURLToPath(new URL("../../server/dist/main.js", import.meta.url));

/** A port nobody listens on now: asked of the kernel, so that parallel runs do not collide. */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * The built server (which serves packages/web/dist) on SQLite in `dataDir`, once it answers; or
 * another build's, given its main.js (which serves its own web app).
 */
export async function startServer(dataDir, main = serverMain) {
  const port = await freePort();
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, main], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DB_ENGINE: "sqlite",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const server = { child, port, startedAt: process.hrtime.bigint(), url: `http://127.0.0.1:${port}` };
  await untilReady(server);
  return server;
}

export function launchChromium() {
  return chromium.launch({
    executablePath: CHROMIUM,
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
  });
}

/** A JSON API call with the given headers; throws on anything but a 2xx. */
export async function api(server, headers, method, url, body) {
  const init = { method, headers: { ...headers, "content-type": "application/json" } };
  if (body !== undefined) init.body = JSON.stringify(body);
  const response = await fetch(`${server.url}${url}`, init);
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return response.json();
}

export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];
