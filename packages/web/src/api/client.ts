import type { HttpMethod, OperationArgs, OperationId, OperationResult } from "@larder/shared";

/**
 * The one HTTP client of the web app (SPEC §7): every call resolves to `{ response, error, data }`;
 * failures are logged and returned, never thrown. Calls name an operation of the shared endpoint
 * table (`api.call("getRecipe", { params: { slug } })`); there is no way to call a bare path.
 */

type QueryScalar = string | number | boolean;
/** A list is sent as its key repeated (`tags=a&tags=b`), as the server reads one. */
type QueryValue = QueryScalar | readonly QueryScalar[] | null | undefined;

interface RequestOptions {
  query?: Record<string, QueryValue>;
  /** Serialised as JSON; a FormData (a file upload) is sent as multipart/form-data. */
  body?: unknown;
  /**
   * Statuses the caller handles itself (the sign-in form's 401, the "am I signed in" probe): they
   * neither reset the session nor log nor toast.
   */
  handledStatuses?: readonly number[];
  /** Show the server's `message` / `detail.message` as a toast. Background reads turn this off. */
  notify?: boolean;
}

/** How a call is handled, beside what the operation itself takes. */
export type CallOptions = Pick<RequestOptions, "handledStatuses" | "notify">;

/** The arguments of an operation (its params, query and body) and the call's options. */
export type CallArgs<K extends OperationId> = OperationArgs<K> & CallOptions;

/** The second argument of `call`, optional when the operation takes nothing. */
type CallRest<K extends OperationId> = object extends OperationArgs<K> ? [args?: CallArgs<K>] : [args: CallArgs<K>];

export interface ApiResult<T> {
  response: Response | null;
  error: ApiError | null;
  data: T | null;
}

export class ApiError extends Error {
  constructor(
    message: string,
    /** 0 when the request never got a response. */
    readonly status: number,
    readonly body: unknown,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export type NotificationKind = "error" | "info";

export interface ApiClientOptions {
  /** The interface locale, sent as Accept-Language. */
  getLocale: () => string;
  /** Called on a 401 or 500 that the caller did not declare as handled. */
  onSessionLost: () => void;
  notify: (kind: NotificationKind, message: string) => void;
  fetch?: typeof fetch;
  baseUrl?: string;
}

export interface ApiClient {
  /** Calls an operation of the shared endpoint table; its arguments and result are typed from the entry. */
  call<K extends OperationId>(operationId: K, ...rest: CallRest<K>): Promise<ApiResult<OperationResult<K>>>;
  /**
   * The address of an operation, for what the browser requests itself rather than through `call`
   * (an EventSource's stream).
   */
  url<K extends OperationId>(operationId: K, ...rest: CallRest<K>): string;
  /**
   * Marks the session as ended on purpose (logging out): until `startSession`, a 401 or 500 is not
   * a lost session and sends nobody to sign in (the logout takes the user there itself). That holds
   * for requests already under way, and for those a page still showing sends before it is left.
   */
  endSession(): void;
  /** Marks a session as started (a sign-in): a 401 or 500 to a request sent from now is a lost session again. */
  startSession(): void;
}

const SESSION_LOST_STATUSES = new Set([401, 500]);

export function createApiClient(options: ApiClientOptions): ApiClient {
  const baseUrl = options.baseUrl ?? "/api";
  /** Moves when the session is ended on purpose; a request remembers the one it left under. */
  let sessionEpoch = 0;
  /** Between a logout and the next sign-in. */
  let signedOut = false;

  async function request<T>(
    method: HttpMethod,
    path: string,
    { query, body, handledStatuses = [], notify = true }: RequestOptions = {},
  ): Promise<ApiResult<T>> {
    const headers: Record<string, string> = {
      Accept: "application/json",
      "Accept-Language": options.getLocale(),
    };
    // fetch writes a multipart Content-Type itself: only it knows the boundary.
    if (body !== undefined && !(body instanceof FormData)) headers["Content-Type"] = "application/json";

    const sentInEpoch = sessionEpoch;
    let response: Response;
    try {
      // Resolved at call time so that tests (and polyfills) that swap the global fetch are honoured.
      response = await (options.fetch ?? fetch)(buildUrl(baseUrl, path, query), {
        method,
        headers,
        body: encodeBody(body),
        credentials: "same-origin",
      });
    } catch (cause) {
      const error = new ApiError(cause instanceof Error ? cause.message : String(cause), 0, null);
      console.error(`${method} ${path} failed`, error);
      return { response: null, error, data: null };
    }

    const payload = await readBody(response);

    if (response.ok) {
      const message = messageOf(payload);
      if (notify && message) options.notify("info", message);
      return { response, error: null, data: payload as T };
    }

    const detailMessage = detailMessageOf(payload);
    const error = new ApiError(detailMessage ?? response.statusText, response.status, payload);
    if (handledStatuses.includes(response.status)) {
      return { response, error, data: null };
    }
    console.error(`${method} ${path} failed with ${response.status}`, payload);
    if (notify && detailMessage) options.notify("error", detailMessage);
    if (SESSION_LOST_STATUSES.has(response.status) && !signedOut && sentInEpoch === sessionEpoch) {
      options.onSessionLost();
    }
    return { response, error, data: null };
  }

  function call<K extends OperationId>(operationId: K, ...[args]: CallRest<K>) {
    const [method, path] = routeOf(operationId);
    const { params, query, body, handledStatuses, notify } = (args ?? {}) as CallArgs<K> & {
      params?: Record<string, unknown>;
      query?: Record<string, QueryValue>;
      body?: unknown;
    };
    return request<OperationResult<K>>(method, fillPath(path, params), {
      query,
      body,
      handledStatuses,
      notify,
    });
  }

  function url<K extends OperationId>(operationId: K, ...[args]: CallRest<K>) {
    const [, path] = routeOf(operationId);
    const { params, query } = (args ?? {}) as { params?: Record<string, unknown>; query?: Record<string, QueryValue> };
    return buildUrl(baseUrl, fillPath(path, params), query);
  }

  return {
    call,
    url,
    endSession: () => {
      sessionEpoch += 1;
      signedOut = true;
    },
    startSession: () => {
      sessionEpoch += 1;
      signedOut = false;
    },
  };
}

/** Returns the data of a successful call, or throws its error so that TanStack Query records it. */
export function dataOrThrow<T>(result: ApiResult<T>): T {
  if (result.error) throw result.error;
  return result.data as T;
}

/**
 * The method and path of an operation. The build (build/operationRoutes.ts) has written the route,
 * `"GET recipes/:slug"`, in place of the operation's id wherever the app names one.
 */
function routeOf(operationId: string): [HttpMethod, string] {
  const space = operationId.indexOf(" ");
  if (space < 0) throw new Error(`${operationId}: the build did not write this operation's route in place of its id`);
  return [operationId.slice(0, space) as HttpMethod, operationId.slice(space + 1)];
}

/** An endpoint's path with its `:name` parameters filled in. */
function fillPath(path: string, params: Record<string, unknown> = {}): string {
  return path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name])));
}

function encodeBody(body: unknown): BodyInit | undefined {
  if (body === undefined || body instanceof FormData) return body;
  return JSON.stringify(body);
}

function buildUrl(baseUrl: string, path: string, query?: Record<string, QueryValue>): string {
  const url = `${baseUrl}/${path.replace(/^\//, "")}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const each of [value].flat()) {
      if (each !== undefined && each !== null) params.append(key, String(each));
    }
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function messageOf(payload: unknown): string | null {
  if (payload && typeof payload === "object" && "message" in payload) {
    const { message } = payload as { message: unknown };
    if (typeof message === "string" && message) return message;
  }
  return null;
}

/** The Mealie error shape `{detail: {message}}`; validation errors (a `detail` list) have none. */
function detailMessageOf(payload: unknown): string | null {
  if (payload && typeof payload === "object" && "detail" in payload) {
    return messageOf((payload as { detail: unknown }).detail);
  }
  return null;
}
