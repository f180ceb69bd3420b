// Timing GET requests against the built server the way a browser sends them, for the benchmarks.
import http from "node:http";
import zlib from "node:zlib";

export const WARM_UP = 20;
export const REQUESTS = Number(process.env.BENCH_REQUESTS || 200);

export const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

/**
 * One GET on the kept-alive connection, as a browser sends it (compression accepted), decoding the
 * body as it arrives. node:http rather than fetch: fetch's own overhead (streams, promise
 * plumbing, stream decompression) added 2 to 4 ms per request, more than the server's time.
 */
export function get(server, headers, url) {
  return new Promise((resolve, reject) => {
    const request = http.get(
      `${server.url}${url}`,
      { agent, headers: { ...headers, "accept-encoding": "br, gzip" } },
      (response) => {
        const chunks = [];
        response.on("data", (chunk) => chunks.push(chunk));
        response.on("end", () => {
          const body = Buffer.concat(chunks);
          const encoding = response.headers["content-encoding"];
          const decoded =
            encoding === "br" ? zlib.brotliDecompressSync(body) : encoding === "gzip" ? zlib.gunzipSync(body) : body;
          resolve({ status: response.statusCode, body: decoded });
        });
        response.on("error", reject);
      },
    );
    request.on("error", reject);
  });
}

/** One request with a JSON body on the kept-alive connection; answers the status and the parsed body. */
export function send(server, headers, method, url, body) {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const request = http.request(
      `${server.url}${url}`,
      { method, agent, headers: { ...headers, ...(payload ? { "content-type": "application/json" } : {}) } },
      (response) => {
        const chunks = [];
        response.on("data", (chunk) => chunks.push(chunk));
        response.on("end", () => {
          const text = Buffer.concat(chunks).toString("utf8");
          resolve({ status: response.statusCode, body: text ? JSON.parse(text) : undefined });
        });
        response.on("error", reject);
      },
    );
    request.on("error", reject);
    request.end(payload);
  });
}

/** Sends the URLs in turn, one at a time, and times each from sending to the decoded body. The first WARM_UP are not counted. */
export async function timeRequests(server, headers, urls) {
  const times = [];
  const statuses = new Map();
  for (let i = 0; i < WARM_UP + REQUESTS; i++) {
    const url = urls[i % urls.length];
    const startedAt = process.hrtime.bigint();
    const response = await get(server, headers, url);
    const elapsed = Number(process.hrtime.bigint() - startedAt) / 1e6;
    statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
    if (i >= WARM_UP) times.push(elapsed);
  }
  times.sort((a, b) => a - b);
  return { median: quantile(times, 0.5), p95: quantile(times, 0.95), statuses };
}
