import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { classifyAddress, isReachable } from "./address-policy.js";
import { BROWSER_USER_AGENT, OutboundError, type Resolver, SafeFetcher } from "./safe-fetch.js";

let server: http.Server;
let base: string;
let port: number;
const seen: { url: string; host: string; userAgent: string }[] = [];

beforeAll(async () => {
  server = http.createServer((request, response) => {
    seen.push({
      url: request.url ?? "",
      host: request.headers.host ?? "",
      userAgent: request.headers["user-agent"] ?? "",
    });
    const url = new URL(request.url ?? "/", "http://localhost");
    const redirectTo = url.searchParams.get("to");
    if (url.pathname === "/hello") {
      response.setHeader("content-type", "text/plain; charset=utf-8");
      response.end("hello");
    } else if (url.pathname === "/redirect" && redirectTo) {
      response.writeHead(Number(url.searchParams.get("status") ?? "302"), { location: redirectTo });
      response.end("moved");
    } else if (url.pathname === "/echo") {
      const chunks: Buffer[] = [];
      request.on("data", (chunk: Buffer) => chunks.push(chunk));
      request.on("end", () => {
        response.setHeader("content-type", "application/json");
        response.end(
          JSON.stringify({ method: request.method, headers: request.headers, body: Buffer.concat(chunks).toString() }),
        );
      });
    } else if (url.pathname === "/loop") {
      const hop = Number(url.searchParams.get("n") ?? "0");
      response.writeHead(301, { location: `/loop?n=${hop + 1}` });
      response.end();
    } else if (url.pathname === "/big") {
      response.setHeader("content-length", String(64 * 1024));
      response.end(Buffer.alloc(64 * 1024));
    } else if (url.pathname === "/big-undeclared") {
      response.write(Buffer.alloc(40 * 1024));
      response.end(Buffer.alloc(40 * 1024));
    } else if (url.pathname === "/bomb") {
      response.writeHead(200, { "content-encoding": "gzip", "content-type": "text/html" });
      response.end(zlib.gzipSync(Buffer.alloc(1024 * 1024)));
    } else if (url.pathname === "/gzip") {
      response.writeHead(200, { "content-encoding": "gzip", "content-type": "text/html" });
      response.end(zlib.gzipSync("<p>compressed</p>"));
    } else if (url.pathname === "/slow") {
      response.writeHead(200, { "content-type": "text/plain" });
      response.write("partial");
      // never ends: the fetcher's time limit must end it
    } else {
      response.statusCode = 404;
      response.end("missing");
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const lan = new SafeFetcher({ allowPrivateNetwork: true });
const guarded = new SafeFetcher({ allowPrivateNetwork: false });

async function failure(work: Promise<unknown>): Promise<OutboundError> {
  const error = await work.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(OutboundError);
  return error as OutboundError;
}

describe("SafeFetcher with the private network allowed", () => {
  it("fetches a body with its status, media type and final address, as a browser", async () => {
    const response = await lan.fetch(`${base}/hello`);
    expect(response.status).toBe(200);
    expect(response.contentType).toBe("text/plain");
    expect(response.body.toString()).toBe("hello");
    expect(response.url).toBe(`${base}/hello`);
    expect(seen.at(-1)?.userAgent).toBe(BROWSER_USER_AGENT);
  });

  it("returns error statuses for the caller to judge", async () => {
    expect((await lan.fetch(`${base}/nothing-here`)).status).toBe(404);
  });

  it("undoes gzip compression", async () => {
    expect((await lan.fetch(`${base}/gzip`)).body.toString()).toBe("<p>compressed</p>");
  });

  it("follows redirects and reports where it ended", async () => {
    const response = await lan.fetch(`${base}/redirect?to=${encodeURIComponent("/hello")}`);
    expect(response.body.toString()).toBe("hello");
    expect(response.url).toBe(`${base}/hello`);
  });

  it("gives up after five redirects", async () => {
    const error = await failure(lan.fetch(`${base}/loop`));
    expect(error.reason).toBe("too-many-redirects");
    expect(seen.filter((request) => request.url.startsWith("/loop")).length).toBe(6);
  });

  it("checks every redirect hop: the metadata service and other schemes stay out of reach", async () => {
    for (const target of ["http://169.254.169.254/latest/meta-data/", "http://0.0.0.0/", "http://[ff02::1]/"]) {
      const error = await failure(lan.fetch(`${base}/redirect?to=${encodeURIComponent(target)}`));
      expect(error.reason).toBe("refused-address");
    }
    const error = await failure(lan.fetch(`${base}/redirect?to=${encodeURIComponent("file:///etc/passwd")}`));
    expect(error.reason).toBe("invalid-url");
  });

  it("refuses a declared body larger than the cap without reading it", async () => {
    const error = await failure(lan.fetch(`${base}/big`, { maxBytes: 1024 }));
    expect(error.reason).toBe("too-large");
  });

  it("stops reading a body that grows past the cap, compressed or not", async () => {
    expect((await failure(lan.fetch(`${base}/big-undeclared`, { maxBytes: 50 * 1024 }))).reason).toBe("too-large");
    expect((await failure(lan.fetch(`${base}/bomb`, { maxBytes: 100 * 1024 }))).reason).toBe("too-large");
  });

  it("ends a server that is too slow", async () => {
    const started = Date.now();
    const error = await failure(lan.fetch(`${base}/slow`, { timeoutMs: 300 }));
    expect(error.reason).toBe("timeout");
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it("connects to the address it checked, whatever the name is", async () => {
    const resolver: Resolver = async () => [{ address: "127.0.0.1", family: 4 }];
    const fetcher = new SafeFetcher({ allowPrivateNetwork: true, resolver });
    const response = await fetcher.fetch(`http://recipes.example:${port}/hello`);
    expect(response.body.toString()).toBe("hello");
    expect(seen.at(-1)?.host).toBe(`recipes.example:${port}`);
  });

  it("reports a name that does not resolve", async () => {
    const resolver: Resolver = async () => {
      throw Object.assign(new Error("not found"), { code: "ENOTFOUND" });
    };
    const fetcher = new SafeFetcher({ allowPrivateNetwork: true, resolver });
    expect((await failure(fetcher.fetch("http://nowhere.example/"))).reason).toBe("unresolvable");
  });

  it("sends a request body with its length, and the caller's headers", async () => {
    const response = await lan.fetch(`${base}/echo`, {
      method: "POST",
      body: '{"a":"é"}',
      headers: { "content-type": "application/json", "user-agent": "Larder" },
    });
    const echo = JSON.parse(response.body.toString());
    expect(echo.method).toBe("POST");
    expect(echo.body).toBe('{"a":"é"}');
    expect(echo.headers["content-length"]).toBe(String(Buffer.byteLength('{"a":"é"}')));
    expect(echo.headers["content-type"]).toBe("application/json");
    expect(echo.headers["user-agent"]).toBe("Larder");
  });

  it("repeats a POST and its body on 307 and 308, and turns it into a bodiless GET on 301, 302 and 303", async () => {
    const echoed = async (status: number) => {
      const response = await lan.fetch(`${base}/redirect?status=${status}&to=${encodeURIComponent("/echo")}`, {
        method: "POST",
        body: "payload",
        headers: { "content-type": "text/plain" },
      });
      const echo = JSON.parse(response.body.toString());
      return { method: echo.method, body: echo.body, type: echo.headers["content-type"] };
    };
    for (const status of [307, 308]) {
      expect(await echoed(status)).toEqual({ method: "POST", body: "payload", type: "text/plain" });
    }
    for (const status of [301, 302, 303]) {
      expect(await echoed(status)).toEqual({ method: "GET", body: "", type: undefined });
    }
  });

  it("keeps credentials on the same origin and drops them when a redirect leaves it", async () => {
    const headers = { authorization: "Basic c2VjcmV0", "x-gotify-key": "token", "x-other": "kept" };
    const options = { method: "POST" as const, body: "x", headers, credentialHeaders: ["X-Gotify-Key"] };
    const same = JSON.parse(
      (await lan.fetch(`${base}/redirect?status=307&to=${encodeURIComponent("/echo")}`, options)).body.toString(),
    );
    expect(same.headers).toMatchObject(headers);
    const elsewhere = `http://localhost:${port}/echo`;
    const other = JSON.parse(
      (await lan.fetch(`${base}/redirect?status=307&to=${encodeURIComponent(elsewhere)}`, options)).body.toString(),
    );
    expect(other.headers.authorization).toBeUndefined();
    expect(other.headers["x-gotify-key"]).toBeUndefined();
    expect(other.headers["x-other"]).toBe("kept");
    expect(other.body).toBe("x");
  });

  it("refuses what is not an http address", async () => {
    for (const url of ["ftp://example.com/a.jpg", "not a url", "javascript:alert(1)"]) {
      expect((await failure(lan.fetch(url))).reason).toBe("invalid-url");
    }
  });
});

describe("SafeFetcher with the private network refused (the default)", () => {
  it("refuses loopback, private, link-local and mapped addresses before connecting", async () => {
    const before = seen.length;
    for (const host of [
      `127.0.0.1:${port}`,
      "10.1.2.3",
      "172.20.0.1",
      "192.168.1.1",
      "100.64.0.1",
      "169.254.169.254",
      "[::1]",
      "[fd12::1]",
      "[fe80::1]",
      "[::ffff:127.0.0.1]",
      "[::ffff:7f00:1]",
      "[64:ff9b::a00:1]",
      "0.0.0.0",
      "[::]",
      "224.0.0.1",
    ]) {
      const error = await failure(guarded.fetch(`http://${host}/`));
      expect({ host, reason: error.reason }).toEqual({ host, reason: "refused-address" });
    }
    expect(seen.length).toBe(before);
  });

  it("refuses a name that resolves to a private address, even when it also has a public one", async () => {
    const resolver: Resolver = async () => [
      { address: "93.184.215.14", family: 4 },
      { address: "127.0.0.1", family: 4 },
    ];
    const fetcher = new SafeFetcher({ allowPrivateNetwork: false, resolver });
    expect((await failure(fetcher.fetch(`http://rebind.example:${port}/hello`))).reason).toBe("refused-address");
  });

  it("refuses localhost after resolving it", async () => {
    expect((await failure(guarded.fetch(`http://localhost:${port}/hello`))).reason).toBe("refused-address");
  });
});

describe("SafeFetcher reaching the LAN only (notifiers of a group that allows it)", () => {
  it("reaches private addresses but never loopback, link-local or metadata addresses", () => {
    const table = ["192.168.1.20", "10.0.0.5", "100.64.1.1", "fd12::5", "127.0.0.1", "::1", "169.254.10.10", "fe80::1"];
    const forbidden = ["169.254.169.254", "fd00:ec2::254", "0.0.0.0"];
    expect(
      Object.fromEntries([...table, ...forbidden].map((address) => [address, isReachable(address, "lan")])),
    ).toEqual({
      "192.168.1.20": true,
      "10.0.0.5": true,
      "100.64.1.1": true,
      "fd12::5": true,
      "127.0.0.1": false,
      "::1": false,
      "169.254.10.10": false,
      "fe80::1": false,
      "169.254.169.254": false,
      "fd00:ec2::254": false,
      "0.0.0.0": false,
    });
    for (const address of forbidden) expect(isReachable(address, "local")).toBe(false);
    expect(isReachable("127.0.0.1", "local")).toBe(true);
    expect(isReachable("192.168.1.20", "public")).toBe(false);
  });

  it("refuses a name resolving to loopback or link-local before connecting", async () => {
    for (const address of ["127.0.0.1", "::1", "169.254.10.10", "fe80::1"]) {
      const resolver: Resolver = async () => [{ address, family: address.includes(":") ? 6 : 4 }];
      const fetcher = new SafeFetcher({ allowPrivateNetwork: true, resolver });
      const error = await failure(fetcher.fetch(`http://home.example:${port}/hello`, { reach: "lan" }));
      expect({ address, reason: error.reason }).toEqual({ address, reason: "refused-address" });
    }
  });

  it("lets a per-request reach narrow the fetcher's own setting", async () => {
    expect((await failure(lan.fetch(`${base}/hello`, { reach: "lan" }))).reason).toBe("refused-address");
    expect((await failure(guarded.fetch(`${base}/hello`, { reach: "public" }))).reason).toBe("refused-address");
    expect((await guarded.fetch(`${base}/hello`, { reach: "local" })).status).toBe(200);
  });
});

describe("address classification", () => {
  it("sorts addresses into public, private, loopback, link-local and forbidden", () => {
    expect(classifyAddress("127.0.0.1")).toBe("loopback");
    expect(classifyAddress("::1")).toBe("loopback");
    expect(classifyAddress("::ffff:127.0.0.1")).toBe("loopback");
    expect(classifyAddress("169.254.1.1")).toBe("link-local");
    expect(classifyAddress("fe80::1")).toBe("link-local");
    expect(classifyAddress("192.168.0.1")).toBe("private");
    expect(classifyAddress("fd00:ec2::254")).toBe("forbidden");
    expect(classifyAddress("93.184.215.14")).toBe("public");
    expect(classifyAddress("2606:4700::6810:85e5")).toBe("public");
    expect(classifyAddress("172.15.0.1")).toBe("public");
    expect(classifyAddress("172.32.0.1")).toBe("public");
    expect(classifyAddress("100.128.0.1")).toBe("public");
    expect(classifyAddress("172.31.255.255")).toBe("private");
    expect(classifyAddress("100.127.255.255")).toBe("private");
    expect(classifyAddress("::ffff:192.168.0.1")).toBe("private");
    expect(classifyAddress("2002:c0a8:0101::1")).toBe("private");
    expect(classifyAddress("169.254.169.254")).toBe("forbidden");
    expect(classifyAddress("255.255.255.255")).toBe("forbidden");
    expect(classifyAddress("ff02::1")).toBe("forbidden");
    expect(classifyAddress("::")).toBe("forbidden");
    expect(classifyAddress("::ffff:0.0.0.0")).toBe("forbidden");
    expect(classifyAddress("not-an-ip")).toBe("forbidden");
  });
});
