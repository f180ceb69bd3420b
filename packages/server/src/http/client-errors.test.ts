import net from "node:net";
import type { ConnectionError } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { answerClientError } from "./client-errors.js";

/** A connected pair of sockets: `server` is handed to the handler, `client` reads what it answers. */
async function socketPair(): Promise<{ server: net.Socket; client: net.Socket; received: () => Promise<string> }> {
  const listener = net.createServer({ allowHalfOpen: true });
  await new Promise<void>((resolve) => listener.listen(0, "127.0.0.1", resolve));
  const accepted = new Promise<net.Socket>((resolve) => listener.once("connection", resolve));
  const client = net.connect((listener.address() as net.AddressInfo).port, "127.0.0.1");
  const server = await accepted;
  listener.close();
  opened.push(server, client);
  const chunks: Buffer[] = [];
  client.on("data", (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve) => client.once("end", resolve));
  return { server, client, received: () => ended.then(() => Buffer.concat(chunks).toString("utf8")) };
}

const opened: net.Socket[] = [];
afterEach(() => {
  for (const socket of opened.splice(0)) socket.destroy();
});

const connectionError = (code: string) => Object.assign(new Error(code), { code }) as ConnectionError;

describe("answerClientError", () => {
  it("answers a request that timed out with a whole 408 that closes the connection", async () => {
    const { server, received } = await socketPair();
    answerClientError(connectionError("ERR_HTTP_REQUEST_TIMEOUT"), server);
    const answer = await received();
    expect(answer).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    expect(answer).toContain("\r\nConnection: close\r\n");
    const body = answer.slice(answer.indexOf("\r\n\r\n") + 4);
    expect(answer).toContain(`\r\nContent-Length: ${Buffer.byteLength(body)}\r\n`);
    expect(JSON.parse(body)).toEqual({
      detail: { message: "The request did not arrive in time", error: true, exception: null },
    });
  });

  it("answers an unknown parser error as a malformed request, once however often it is reported", async () => {
    const { server, received } = await socketPair();
    answerClientError(connectionError("HPE_INVALID_METHOD"), server);
    answerClientError(connectionError("HPE_INVALID_METHOD"), server);
    const answer = await received();
    expect(answer.match(/HTTP\/1\.1/g)).toHaveLength(1);
    expect(answer).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
  });

  it("cuts a connection whose response is half written rather than write into it", async () => {
    const { server, client } = await socketPair();
    Object.assign(server, { _httpMessage: { headersSent: true } });
    const closed = new Promise<void>((resolve) => client.once("close", () => resolve()));
    client.on("error", () => {});
    answerClientError(connectionError("HPE_HEADER_OVERFLOW"), server);
    expect(server.destroyed).toBe(true);
    await closed;
  });
});
