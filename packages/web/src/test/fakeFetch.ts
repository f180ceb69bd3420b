import { vi } from "vitest";

export interface FakeResponse {
  status?: number;
  body?: unknown;
}

/**
 * Responses by "METHOD /api/path"; a function sees the request (to read its query or body: it gets
 * a copy, so the test can still read the body of what was recorded).
 */
export type FakeRoutes = Record<string, FakeResponse | ((request: Request) => FakeResponse | Promise<FakeResponse>)>;

const NOT_FOUND: FakeResponse = {
  status: 404,
  body: { detail: { message: "Not Found", error: true, exception: null } },
};

/** A fetch that answers like the server would, and records every request it was given. */
export function createFakeFetch(routes: FakeRoutes) {
  const requests: Request[] = [];
  const fetchImpl = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(new URL(String(input), "http://localhost"), init);
    requests.push(request);
    const route = routes[`${request.method} ${new URL(request.url).pathname}`];
    const { status = 200, body = null } =
      typeof route === "function" ? await route(request.clone()) : (route ?? NOT_FOUND);
    return new Response(body === null ? null : JSON.stringify(body), {
      status,
      headers: { "Content-Type": "application/json" },
    });
  });
  return { fetch: fetchImpl as unknown as typeof fetch, requests };
}

export function errorBody(message: string) {
  return { detail: { message, error: true, exception: null } };
}
