import { type ChildProcess, spawn } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { builtServerSkipReason, freePort, newWorld, serverMain, type World } from "./test-support/built-server.js";
import { testEngine } from "./test-support/test-database.js";

/**
 * The server as `npm start` runs it: the bundle (`dist/main.js`), which loads some of its code only
 * when first used (`dist/chunk-*.cjs`: the page reader, the migration formats, the mailer). A chunk
 * shares code with the bundle; loading one must reach the running bundle's, not start the server a
 * second time (which, failing to listen on a port already taken, ended the process).
 */

const engine = testEngine();
const ADMIN = { username: "changeme@example.com", password: "MyPassword" };

describe.skipIf(builtServerSkipReason !== "")(`the built server (${engine})${builtServerSkipReason}`, () => {
  let world: World;
  let child: ChildProcess;
  let url: string;
  let output = "";

  beforeAll(async () => {
    world = await newWorld();
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    // Not the test's own environment: vitest sets BASE_URL and others the server would read as its settings.
    child = spawn(process.execPath, [serverMain], {
      env: { PATH: process.env.PATH ?? "", ...world.env, PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "warn" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    for (const stream of [child.stdout, child.stderr]) stream?.on("data", (chunk: Buffer) => (output += chunk));
    for (;;) {
      if (child.exitCode !== null || child.signalCode !== null) throw new Error(`the server exited:\n${output}`);
      try {
        if ((await fetch(`${url}/api/app/about`)).status === 200) break;
      } catch {}
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  });

  afterAll(async () => {
    if (child && child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    }
    await world?.drop();
  });

  it("reads a pasted recipe with the code it loads then, and goes on answering", async () => {
    const signIn = await fetch(`${url}/api/auth/token`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(ADMIN),
    });
    expect(signIn.status).toBe(200);
    const { access_token: token } = (await signIn.json()) as { access_token: string };
    const headers = { authorization: `Bearer ${token}`, "content-type": "application/json" };
    const data = {
      "@context": "https://schema.org",
      "@type": "Recipe",
      name: "Bundled Bannock",
      recipeIngredient: ["250 g oats", "1 pinch salt"],
      recipeInstructions: [{ "@type": "HowToStep", text: "Mix and bake on a griddle." }],
    };

    const created = await fetch(`${url}/api/recipes/create-html-or-json`, {
      method: "POST",
      headers,
      body: JSON.stringify({ data }),
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const slug = (await created.json()) as string;
    const recipe = await fetch(`${url}/api/recipes/${slug}`, { headers });
    expect(recipe.status).toBe(200);
    expect(await recipe.json()).toMatchObject({ name: "Bundled Bannock" });
    // A second start would fail to listen a moment later and end the process: it goes on answering.
    const exited = new Promise((resolve) => child.once("exit", resolve));
    const watched = Date.now();
    while (Date.now() - watched < 5000) {
      const about = await Promise.race([fetch(`${url}/api/app/about`).then((response) => response.status), exited]);
      expect(about, output).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(child.exitCode, output).toBeNull();
  });
});
