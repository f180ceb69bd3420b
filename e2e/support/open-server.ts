import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const serverMain = fileURLToPath(new URL("../../packages/server/dist/main.js", import.meta.url));

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

async function waitUntilAnswering(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server stopped at start (exit code ${child.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server did not answer ${url} within 30 s`);
}

/**
 * A second built Larder server on a fresh data folder whose outbound requests may reach loopback
 * (`SCRAPER_ALLOW_PRIVATE_NETWORK`), for specs whose receivers listen on this machine. The suite's
 * own server keeps that closed: other specs check that it refuses such addresses.
 */
export async function startOpenServer(): Promise<{ baseURL: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "larder-e2e-open-"));
  const baseURL = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [serverMain], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DB_ENGINE: "sqlite",
      // Its specs make receivers fail on purpose: the warnings about them would only be noise.
      LOG_LEVEL: "error",
      BASE_URL: baseURL,
      SCRAPER_ALLOW_PRIVATE_NETWORK: "true",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  try {
    await waitUntilAnswering(`${baseURL}/api/app/about`, child);
  } catch (error) {
    child.kill();
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    baseURL,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        await exited;
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
