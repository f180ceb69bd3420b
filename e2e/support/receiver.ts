import http from "node:http";
import type { AddressInfo } from "node:net";

export interface Received {
  path: string;
  contentType: string | undefined;
  body: string;
}

/**
 * An HTTP receiver on loopback standing in for a notification service or a webhook's endpoint: it
 * keeps each request and answers with `status`.
 */
export async function startReceiver(status = 200) {
  const received: Received[] = [];
  const server = http.createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => {
      body += chunk;
    });
    request.on("end", () => {
      received.push({ path: request.url ?? "/", contentType: request.headers["content-type"], body });
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    host: `127.0.0.1:${port}`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
