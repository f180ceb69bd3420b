import http from "node:http";
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useTestContext } from "../test-support/test-context.js";

/**
 * A refused request must leave a kept-alive connection either usable or closed with
 * `Connection: close`, so that a client never sends its next request on a socket the server is
 * about to drop. These tests need the server listening on a real socket: `inject` has no connection.
 */

const t = useTestContext();
let port: number;
let authorization: string;

beforeAll(async () => {
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  port = (t.app.server.address() as net.AddressInfo).port;
  ({ authorization } = await t.headersOf(await t.newMember()));
});

/** More than Node's 16 KiB limit on a request's head, and more than the server reads at once. */
const OVERSIZED_HEADER = "x".repeat(256 * 1024);
const ORDINARY_REQUEST = "GET /api/app/about HTTP/1.1\r\nHost: localhost\r\n\r\n";

interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Reads one response off the front of `data`, or null while it is incomplete. */
function parseResponse(data: Buffer): { response: RawResponse; length: number } | null {
  const headEnd = data.indexOf("\r\n\r\n");
  if (headEnd < 0) return null;
  const [statusLine = "", ...headerLines] = data.subarray(0, headEnd).toString("latin1").split("\r\n");
  const headers: Record<string, string> = {};
  for (const line of headerLines) {
    const colon = line.indexOf(":");
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const bodyLength = Number(headers["content-length"] ?? 0);
  const length = headEnd + 4 + bodyLength;
  if (data.length < length) return null;
  const status = Number(statusLine.split(" ")[1]);
  return { response: { status, headers, body: data.subarray(headEnd + 4, length).toString("utf8") }, length };
}

/** One TCP connection, its responses read one by one, and how it ended. */
class RawConnection {
  private received = Buffer.alloc(0);
  private wake: () => void = () => {};
  private failure: Error | undefined;
  /** Settles when the socket closes: `reset` is the error the client saw (ECONNRESET, EPIPE), if any. */
  readonly closed: Promise<{ reset: Error | undefined }>;

  private constructor(private readonly socket: net.Socket) {
    socket.on("data", (chunk: Buffer) => {
      this.received = Buffer.concat([this.received, chunk]);
      this.wake();
    });
    socket.on("error", (error) => {
      this.failure = error;
    });
    this.closed = new Promise((resolve) =>
      socket.on("close", () => {
        resolve({ reset: this.failure });
        this.wake();
      }),
    );
  }

  static open(): Promise<RawConnection> {
    return new Promise((resolve, reject) => {
      const socket = net.connect(port, "127.0.0.1", () => resolve(new RawConnection(socket)));
      socket.once("error", reject);
    });
  }

  send(text: string): void {
    this.socket.write(text);
  }

  async response(): Promise<RawResponse> {
    for (;;) {
      const parsed = parseResponse(this.received);
      if (parsed) {
        this.received = this.received.subarray(parsed.length);
        return parsed.response;
      }
      if (this.socket.destroyed) {
        throw new Error(`the connection closed before a whole response (${this.failure?.message ?? "no error"})`);
      }
      await new Promise<void>((resolve) => {
        this.wake = resolve;
      });
    }
  }

  destroy(): void {
    this.socket.destroy();
  }
}

function expectRefusal(response: RawResponse, status: number) {
  expect(response.status, response.body).toBe(status);
  expect(response.headers.connection).toBe("close");
  expect(response.headers["content-type"]).toContain("application/json");
  const body = JSON.parse(response.body) as { detail: { message: string; error: boolean; exception: null } };
  expect(body).toEqual({ detail: { message: expect.any(String), error: true, exception: null } });
  expect(body.detail.message).not.toBe("");
}

describe("a request the HTTP parser refuses", () => {
  it("is answered 431 with Connection: close when its headers are too large, and the connection then ends cleanly", async () => {
    const connection = await RawConnection.open();
    connection.send(ORDINARY_REQUEST);
    const ordinary = await connection.response();
    expect(ordinary.status).toBe(200);
    expect(ordinary.headers.connection).not.toBe("close");

    connection.send(`GET /api/app/about HTTP/1.1\r\nHost: localhost\r\nX-Padding: ${OVERSIZED_HEADER}\r\n\r\n`);
    expectRefusal(await connection.response(), 431);
    expect(await connection.closed).toEqual({ reset: undefined });
  });

  it("is answered 400 with Connection: close when it is malformed, and the connection then ends cleanly", async () => {
    const connection = await RawConnection.open();
    connection.send(ORDINARY_REQUEST);
    expect((await connection.response()).status).toBe(200);

    connection.send("GET /api/app/about HTTP/1.1\r\nHost: localhost\r\nnot a header line\r\n\r\n");
    expectRefusal(await connection.response(), 400);
    expect(await connection.closed).toEqual({ reset: undefined });
  });

  it("ends a connection quietly whose client keeps sending after the refusal", async () => {
    const connection = await RawConnection.open();
    connection.send(`GET /api/app/about HTTP/1.1\r\nHost: localhost\r\nX-Padding: ${OVERSIZED_HEADER}`);
    expectRefusal(await connection.response(), 431);
    connection.send(OVERSIZED_HEADER);
    connection.destroy();
    await connection.closed;
    // The server still answers other connections.
    const next = await RawConnection.open();
    next.send(ORDINARY_REQUEST);
    expect((await next.response()).status).toBe(200);
    next.destroy();
  });
});

interface AgentResponse {
  status: number;
  connection: string | undefined;
  /** Which of the agent's sockets carried the request: 1 for the first, and so on. */
  socket: number;
  body: string;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
const socketNumbers = new WeakMap<object, number>();
let socketsSeen = 0;
afterAll(() => agent.destroy());

interface Refusal {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** Sends the body in chunks, without Content-Length. */
  chunked?: boolean;
}

function request({ method = "GET", path, headers = {}, body, chunked }: Refusal): Promise<AgentResponse> {
  return new Promise((resolve, reject) => {
    const outgoing = http.request({ host: "127.0.0.1", port, method, path, headers, agent }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({
          status: response.statusCode ?? 0,
          connection: response.headers.connection,
          socket: socketNumbers.get(response.socket) ?? 0,
          body: Buffer.concat(chunks).toString("utf8"),
        }),
      );
    });
    outgoing.on("socket", (socket) => {
      if (!socketNumbers.has(socket)) socketNumbers.set(socket, ++socketsSeen);
    });
    outgoing.on("error", reject);
    if (body !== undefined && chunked) {
      const data = Buffer.from(body);
      const size = 64 * 1024;
      for (let start = 0; start < data.length; start += size) outgoing.write(data.subarray(start, start + size));
      outgoing.end();
    } else {
      outgoing.end(body);
    }
  });
}

const ordinary = { path: "/api/app/about" };
const overLimitJson = `{"name":"${"a".repeat(2 * 1024 * 1024)}"}`;

describe("a kept-alive connection", () => {
  it("serves every ordinary request of 30 alternating with bodies refused as too large", async () => {
    const refusal = {
      method: "POST",
      path: "/api/recipes",
      headers: { authorization, "content-type": "application/json" },
      body: overLimitJson,
    };
    for (let round = 0; round < 15; round++) {
      expect((await request(ordinary)).status).toBe(200);
      const refused = await request(refusal);
      expect(refused.status, refused.body).toBe(413);
      expect(refused.connection).toBe("close");
    }
  });

  it("serves every ordinary request of 30 alternating with requests whose headers are too large", async () => {
    const refusal = { path: "/api/app/about", headers: { "x-padding": "x".repeat(32 * 1024) } };
    for (let round = 0; round < 15; round++) {
      expect((await request(ordinary)).status).toBe(200);
      const refused = await request(refusal);
      expect(refused.status, refused.body).toBe(431);
      expect(refused.connection).toBe("close");
    }
  });

  const refusals: { name: string; refusal: () => Refusal; status: number; closes: boolean }[] = [
    {
      name: "a body declared too large",
      refusal: () => ({
        method: "POST",
        path: "/api/recipes",
        headers: { authorization, "content-type": "application/json" },
        body: overLimitJson,
      }),
      status: 413,
      closes: true,
    },
    {
      name: "a chunked body that grows too large",
      refusal: () => ({
        method: "POST",
        path: "/api/recipes",
        headers: { authorization, "content-type": "application/json" },
        body: overLimitJson,
        chunked: true,
      }),
      status: 413,
      closes: true,
    },
    {
      name: "headers too large",
      refusal: () => ({ path: "/api/app/about", headers: { "x-padding": "x".repeat(32 * 1024) } }),
      status: 431,
      closes: true,
    },
    {
      name: "a body that is not JSON",
      refusal: () => ({
        method: "POST",
        path: "/api/recipes",
        headers: { authorization, "content-type": "application/json" },
        body: '{"name":',
      }),
      status: 400,
      closes: true,
    },
    {
      name: "a body of an unsupported type",
      refusal: () => ({
        method: "POST",
        path: "/api/recipes",
        headers: { authorization, "content-type": "application/x-larder-unknown" },
        body: "name=Soup",
      }),
      status: 415,
      closes: false,
    },
    {
      name: "an unknown API path",
      refusal: () => ({ path: "/api/no-such-thing" }),
      status: 404,
      closes: false,
    },
    {
      name: "a path parameter too long",
      refusal: () => ({ path: `/api/recipes/${"a".repeat(3000)}`, headers: { authorization } }),
      status: 414,
      closes: false,
    },
    {
      name: "a path that does not decode",
      refusal: () => ({ path: "/api/recipes/%E0%A4%A", headers: { authorization } }),
      status: 400,
      closes: false,
    },
    {
      name: "no session",
      refusal: () => ({ path: "/api/users/self" }),
      status: 401,
      closes: false,
    },
    {
      name: "a body that fails validation",
      refusal: () => ({
        method: "POST",
        path: "/api/recipes",
        headers: { authorization, "content-type": "application/json" },
        body: '{"name":""}',
      }),
      status: 422,
      closes: false,
    },
    {
      name: "a recipe that does not exist",
      refusal: () => ({ path: "/api/recipes/no-such-recipe", headers: { authorization } }),
      status: 404,
      closes: false,
    },
  ];

  it.each(refusals)("stays usable, or is closed by Connection: close, after $name ($status)", async (expected) => {
    const before = await request(ordinary);
    expect(before.status).toBe(200);
    const refused = await request(expected.refusal());
    expect(refused.status, refused.body).toBe(expected.status);
    const { detail } = JSON.parse(refused.body) as { detail: unknown };
    // Validation errors keep FastAPI's list; every other refusal is Mealie's message.
    if (!Array.isArray(detail)) expect(detail).toEqual({ message: expect.any(String), error: true, exception: null });
    const after = await request(ordinary);
    expect(after.status).toBe(200);
    if (expected.closes) {
      expect(refused.connection).toBe("close");
      expect(after.socket).not.toBe(refused.socket);
    } else {
      expect(refused.connection).not.toBe("close");
      expect([before.socket, after.socket]).toEqual([refused.socket, refused.socket]);
    }
  });
});
