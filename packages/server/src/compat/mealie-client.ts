import type { FastifyInstance, LightMyRequestResponse } from "fastify";

/**
 * Requests as Mealie v1.12's web app sends them (Nuxt 2, @nuxtjs/axios 5.13 over axios 0.21), written
 * from the call inventory in `reference/mealie-v1.12-frontend-calls.md`: the headers every axios call
 * carries, JSON bodies as axios encodes them, FormData as the browser encodes it, query strings built
 * the three ways the app builds them, and URLs as the browser's URL parser sends them.
 */

/** What axios sends on every call once `useUserApi` has set the language. */
export const AXIOS_HEADERS = {
  accept: "application/json, text/plain, */*",
  "accept-language": "en-US",
} as const;

/** axios 0.21's content type for an object body. */
export const AXIOS_JSON = "application/json;charset=utf-8";

/** The httpOnly cookie the server sets at sign-in, which `<img>` and `window.open` requests carry alone. */
export const SESSION_COOKIE = "mealie.access_token";

type QueryValue = string | number | boolean | null | undefined | readonly (string | number | boolean)[];
type Query = Record<string, QueryValue>;

/**
 * A URL as the browser sends it when the app hands it a hand-built string: spaces, quotes and angle
 * brackets percent-encoded, everything else (`[`, `]`, `&`, `+`, `,`, `:`) left as written.
 */
export function browserUrl(url: string): string {
  const parsed = new URL(url, "http://mealie.test");
  return parsed.pathname + parsed.search;
}

/**
 * The query of the API classes' `route()` (getAll, getGroupUsers, recipes.search):
 * `URLSearchParams.append` for every key in order, arrays repeating the key. `dropEmpty` leaves out
 * null and undefined values, as `getAll` does; `recipes.search()` sends every key.
 */
export function routeUrl(path: string, params: Query, { dropEmpty = true } = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (dropEmpty && (value === null || value === undefined)) continue;
    for (const one of Array.isArray(value) ? value : [value]) search.append(key, String(one));
  }
  return `${path}?${search}`;
}

/** `getAll(page, perPage, params)`: `page` and `perPage` first, then the others. */
export function getAllUrl(path: string, page: number, perPage: number, params: Query = {}): string {
  return routeUrl(path, { page, perPage, ...params });
}

/** axios 0.21's own encoding of a value in a `params` object: `[ ] , : $` stay, spaces become `+`. */
const axiosEncode = (value: string) =>
  encodeURIComponent(value)
    .replace(/%3A/gi, ":")
    .replace(/%24/g, "$")
    .replace(/%2C/gi, ",")
    .replace(/%20/g, "+")
    .replace(/%5B/gi, "[")
    .replace(/%5D/gi, "]");

/** A URL with an axios `params` object (the timeline's list): null and undefined left out. */
export function axiosParamsUrl(path: string, params: Query): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(params)) {
    if (value === null || value === undefined) continue;
    parts.push(`${axiosEncode(key)}=${axiosEncode(String(value))}`);
  }
  return `${path}?${parts.join("&")}`;
}

/** A FormData as the browser encodes it: the bytes and the content type with its boundary. */
export async function encodeForm(form: FormData): Promise<{ payload: Buffer; contentType: string }> {
  const request = new Request("http://mealie.test/", { method: "POST", body: form });
  const contentType = request.headers.get("content-type");
  if (!contentType) throw new Error("FormData without a content type");
  return { payload: Buffer.from(await request.arrayBuffer()), contentType };
}

/** A file field of a FormData, as an `<input type="file">` gives it. */
export function fileOf(content: Buffer, name: string, type: string): File {
  return new File([new Uint8Array(content)], name, { type });
}

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
type Response = LightMyRequestResponse;

/** The web app in one browser: signed in by a bearer token (axios' default header) or not at all. */
export class MealieWebApp {
  constructor(
    private readonly app: FastifyInstance,
    /** The `access_token` of the sign-in, which auth-next sets as the `Authorization` default. */
    readonly token?: string,
  ) {}

  /** The same browser after sign-in. */
  signedIn(token: string): MealieWebApp {
    return new MealieWebApp(this.app, token);
  }

  /**
   * axios runs `withCredentials`: a signed-in browser sends auth-next's cookies and the server's
   * session cookie along with the bearer header.
   */
  private headers(): Record<string, string> {
    if (!this.token) return { ...AXIOS_HEADERS };
    const cookies = [
      "mealie.auth.strategy=local",
      `mealie.auth._token.local=${encodeURIComponent(`Bearer ${this.token}`)}`,
      `mealie.auth._token_expiration.local=${Date.now() + 1_800_000}`,
      `${SESSION_COOKIE}=${this.token}`,
    ];
    return { ...AXIOS_HEADERS, authorization: `Bearer ${this.token}`, cookie: cookies.join("; ") };
  }

  /** An axios call without a body: no content type (axios drops it when there is no data). */
  private send(method: Method, url: string): Promise<Response> {
    return this.app.inject({ method, url: browserUrl(url), headers: this.headers() });
  }

  /** An axios call with an object body: JSON, `undefined` keys left out, `null` kept. */
  private sendJson(method: Method, url: string, body: unknown): Promise<Response> {
    return this.app.inject({
      method,
      url: browserUrl(url),
      headers: { ...this.headers(), "content-type": AXIOS_JSON },
      payload: JSON.stringify(body),
    });
  }

  get(url: string): Promise<Response> {
    return this.send("GET", url);
  }

  delete(url: string): Promise<Response> {
    return this.send("DELETE", url);
  }

  /** A POST with no data at all (`$auth.logout()`). */
  postEmpty(url: string): Promise<Response> {
    return this.send("POST", url);
  }

  post(url: string, body: unknown): Promise<Response> {
    return this.sendJson("POST", url, body);
  }

  put(url: string, body: unknown): Promise<Response> {
    return this.sendJson("PUT", url, body);
  }

  patch(url: string, body: unknown): Promise<Response> {
    return this.sendJson("PATCH", url, body);
  }

  /** A FormData body: the browser sets the multipart content type and boundary. */
  async upload(method: "POST" | "PUT", url: string, form: FormData): Promise<Response> {
    const { payload, contentType } = await encodeForm(form);
    return this.app.inject({
      method,
      url: browserUrl(url),
      headers: { ...this.headers(), "content-type": contentType },
      payload,
    });
  }

  /** A plain `fetch()` of the app (the theme, OIDC settings): no axios headers, no token. */
  fetch(url: string): Promise<Response> {
    return this.app.inject({ method: "GET", url: browserUrl(url) });
  }

  /**
   * What the browser requests by itself (`<img src>`, `window.open`): no axios headers, only the
   * session cookie when there is one.
   */
  browse(url: string, sessionCookie?: string): Promise<Response> {
    return this.app.inject({
      method: "GET",
      url: browserUrl(url),
      headers: {
        accept: "image/avif,image/webp,*/*",
        ...(sessionCookie ? { cookie: `${SESSION_COOKIE}=${sessionCookie}` } : {}),
      },
    });
  }
}

/** The session cookie a sign-in answer sets. */
export function sessionCookieOf(response: Response): string {
  const cookie = response.cookies.find((one) => one.name === SESSION_COOKIE);
  if (!cookie) throw new Error(`no ${SESSION_COOKIE} cookie in the answer`);
  return cookie.value;
}
