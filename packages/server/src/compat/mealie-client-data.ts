import type { LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import type { Member, TestContext } from "../test-support/test-context.js";

/**
 * Requests as Mealie v1.12's web app sends them (axios 0.21 under @nuxtjs/axios): every request
 * carries `Accept` and `Accept-Language`, a signed-in one the session as a bearer token; a body is
 * the JSON of the object with `undefined` fields left out, sent as `application/json;charset=utf-8`;
 * a DELETE has no body. URLs are sent exactly as given, so that hand-built query strings (`ids=a&`)
 * reach the server unencoded, as the web app builds them.
 */
export interface MealieWebApp {
  get(url: string): Promise<LightMyRequestResponse>;
  post(url: string, body: unknown): Promise<LightMyRequestResponse>;
  put(url: string, body: unknown): Promise<LightMyRequestResponse>;
  delete(url: string): Promise<LightMyRequestResponse>;
}

export const ACCEPT = "application/json, text/plain, */*";
export const JSON_CONTENT_TYPE = "application/json;charset=utf-8";

/** The web app of `member` (signed in), or of a visitor (`null`). */
export function mealieWebApp(t: TestContext, member: Member | null): MealieWebApp {
  const headers = async (): Promise<Record<string, string>> => ({
    accept: ACCEPT,
    "accept-language": "en-US",
    ...(member ? await t.headersOf(member) : {}),
  });
  const withBody = async (method: "POST" | "PUT", url: string, body: unknown) =>
    t.app.inject({
      method,
      url,
      headers: { ...(await headers()), "content-type": JSON_CONTENT_TYPE },
      payload: JSON.stringify(body),
    });
  return {
    get: async (url) => t.app.inject({ method: "GET", url, headers: await headers() }),
    post: (url, body) => withBody("POST", url, body),
    put: (url, body) => withBody("PUT", url, body),
    delete: async (url) => t.app.inject({ method: "DELETE", url, headers: await headers() }),
  };
}

/**
 * The query string of the web app's list getters (`route()` over `URLSearchParams.append`): `page`
 * and `perPage` first, then the other parameters in order, null and undefined ones left out, arrays
 * as repeated keys.
 */
export function listQuery(
  params: Record<string, string | number | boolean | null | undefined | string[]> = {},
  page = 1,
  perPage = -1,
): string {
  const search = new URLSearchParams();
  search.append("page", String(page));
  search.append("perPage", String(perPage));
  for (const [key, value] of Object.entries(params)) {
    if (value === null || value === undefined) continue;
    for (const one of [value].flat()) search.append(key, String(one));
  }
  return search.toString();
}

/** The store's getAll (`orderBy=name&orderDirection=asc`) and refresh (no order) query strings. */
export const STORE_GET_ALL = listQuery({ orderBy: "name", orderDirection: "asc" });
export const STORE_REFRESH = listQuery();

/** The JSON answer of a response the page accepts (`status`, 200 unless said otherwise). */
export function ok(response: LightMyRequestResponse, status = 200) {
  expect(response.statusCode, response.body).toBe(status);
  return response.json();
}
