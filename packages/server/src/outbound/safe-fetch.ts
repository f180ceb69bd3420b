import dns from "node:dns";
import http, { type IncomingHttpHeaders, type IncomingMessage } from "node:http";
import https from "node:https";
import net, { type LookupFunction } from "node:net";
import type { Readable } from "node:stream";
import zlib from "node:zlib";
import { isReachable, type NetworkReach } from "./address-policy.js";

/** A browser's User-Agent: many recipe sites answer bots with a challenge page instead of the recipe. */
export const BROWSER_USER_AGENT = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0";

const DEFAULT_TIMEOUT_MS = 15_000;
const DEFAULT_MAX_BYTES = 20 * 1024 * 1024;
const DEFAULT_MAX_REDIRECTS = 5;
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

export type OutboundFailure =
  | "invalid-url"
  | "refused-address"
  | "unresolvable"
  | "too-many-redirects"
  | "timeout"
  | "too-large"
  | "network";

/**
 * A fetch that did not happen or did not finish; the message can be shown to the user, but may
 * repeat the address fetched. `host` (the host at fault) and `code` (the system's error code) let
 * callers whose addresses hold secrets say what happened without the address.
 */
export class OutboundError extends Error {
  constructor(
    readonly reason: OutboundFailure,
    message: string,
    readonly details: { host?: string; code?: string } = {},
  ) {
    super(message);
  }
}

export type SafeFetchMethod = "GET" | "HEAD" | "POST" | "PUT" | "PATCH";

/** Headers that carry credentials: never sent on to another origin after a redirect. */
const CREDENTIAL_HEADERS = ["authorization", "proxy-authorization", "cookie"];

export interface SafeFetchOptions {
  method?: SafeFetchMethod;
  /** The request body (POST, PUT, PATCH); its Content-Type belongs in `headers`. */
  body?: string | Buffer;
  /** Largest body accepted, after decompression; larger bodies fail with "too-large". */
  maxBytes?: number;
  /** Time allowed for the whole exchange, redirects included. */
  timeoutMs?: number;
  maxRedirects?: number;
  /** Extra request headers (Accept, Accept-Language, ...); the User-Agent is set already. */
  headers?: Record<string, string>;
  /**
   * More header names (lower-case) that carry secrets, dropped like Authorization and Cookie when a
   * redirect leads to another origin.
   */
  credentialHeaders?: string[];
  /** How far this fetch may reach; the fetcher's own setting when left out. */
  reach?: NetworkReach;
}

export interface SafeResponse {
  /** The address that answered, after redirects. */
  url: string;
  status: number;
  headers: IncomingHttpHeaders;
  /** The media type without parameters, lower-cased ("image/png"), or null. */
  contentType: string | null;
  body: Buffer;
}

/** Resolves a host name to every address it has (dns.lookup's contract, so tests can fake it). */
export type Resolver = (hostname: string) => Promise<{ address: string; family: number }[]>;

const systemResolver: Resolver = (hostname) => dns.promises.lookup(hostname, { all: true, verbatim: true });

export interface SafeFetcherOptions {
  /** SCRAPER_ALLOW_PRIVATE_NETWORK: loopback, link-local and LAN addresses become reachable. */
  allowPrivateNetwork: boolean;
  resolver?: Resolver;
}

/** One request of a fetch: a redirect may change the method and drop the body or some headers. */
interface Hop {
  method: SafeFetchMethod;
  body: Buffer | undefined;
  headers: Record<string, string>;
}

/**
 * The one way the server fetches from the internet (recipe pages, images, webhooks, notifiers): a
 * time limit, a size cap, and no requests to the server's own networks. Every redirect hop is
 * checked again, and a host name is resolved once and connected to at exactly the address that was
 * checked, so a DNS answer that changes between the check and the connection cannot redirect it.
 */
export class SafeFetcher {
  private readonly reach: NetworkReach;
  private readonly resolver: Resolver;

  constructor(options: SafeFetcherOptions) {
    this.reach = options.allowPrivateNetwork ? "local" : "public";
    this.resolver = options.resolver ?? systemResolver;
  }

  async fetch(url: string, options: SafeFetchOptions = {}): Promise<SafeResponse> {
    const deadline = Date.now() + (options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
    const maxRedirects = options.maxRedirects ?? DEFAULT_MAX_REDIRECTS;
    const reach = options.reach ?? this.reach;
    const body = typeof options.body === "string" ? Buffer.from(options.body) : options.body;
    let hop: Hop = { method: options.method ?? "GET", body, headers: { ...options.headers } };
    let current = parseTarget(url);
    for (let redirects = 0; ; redirects++) {
      const address = await this.checkedAddress(current, reach, deadline);
      const response = await this.request(current, address, hop, options, deadline);
      const location = response.headers.location;
      if (!REDIRECT_STATUSES.has(response.status) || !location) return response;
      if (redirects >= maxRedirects) {
        throw new OutboundError("too-many-redirects", `${url} redirects more than ${maxRedirects} times`);
      }
      const next = parseTarget(location, current);
      hop = redirectedHop(hop, response.status, next.origin !== current.origin, options.credentialHeaders ?? []);
      current = next;
    }
  }

  /** The address to connect to for `target`, once every address its name resolves to is allowed. */
  private async checkedAddress(
    target: URL,
    reach: NetworkReach,
    deadline: number,
  ): Promise<{ address: string; family: number }> {
    const host = target.hostname.replace(/^\[(.*)\]$/, "$1");
    const refused = () =>
      new OutboundError("refused-address", `${target.host} is not an address Larder may fetch from`, {
        host: target.host,
      });
    if (net.isIP(host)) {
      if (!isReachable(host, reach)) throw refused();
      return { address: host, family: net.isIP(host) };
    }
    let addresses: { address: string; family: number }[];
    try {
      addresses = await withDeadline(this.resolver(host), deadline, target.href);
    } catch (error) {
      if (error instanceof OutboundError) throw error;
      throw new OutboundError("unresolvable", `${target.hostname} could not be found`, { host: target.host });
    }
    // One private answer is enough to refuse: an attacker's name may list a public address first.
    if (addresses.length === 0) {
      throw new OutboundError("unresolvable", `${target.hostname} could not be found`, { host: target.host });
    }
    if (addresses.some(({ address }) => !isReachable(address, reach))) throw refused();
    return addresses[0] as { address: string; family: number };
  }

  private request(
    target: URL,
    resolved: { address: string; family: number },
    hop: Hop,
    options: SafeFetchOptions,
    deadline: number,
  ): Promise<SafeResponse> {
    const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
    // The socket connects to the checked address whatever the name resolves to by now.
    const pinnedLookup: LookupFunction = (_hostname, lookupOptions, callback) => {
      if ((lookupOptions as { all?: boolean }).all) {
        (callback as unknown as (error: null, addresses: { address: string; family: number }[]) => void)(null, [
          resolved,
        ]);
      } else {
        callback(null, resolved.address, resolved.family);
      }
    };
    const transport = target.protocol === "https:" ? https : http;
    return new Promise<SafeResponse>((resolve, reject) => {
      const remaining = deadline - Date.now();
      if (remaining <= 0) {
        reject(timedOut(target.href));
        return;
      }
      const { method, body } = hop;
      const request = transport.request(target, {
        method,
        agent: false,
        lookup: pinnedLookup,
        headers: {
          "user-agent": BROWSER_USER_AGENT,
          accept: "*/*",
          "accept-encoding": "gzip, deflate, br",
          ...hop.headers,
          ...(body ? { "content-length": String(body.length) } : {}),
        },
      });
      let answer: IncomingMessage | undefined;
      const fail = (error: unknown) => {
        clearTimeout(timer);
        answer?.destroy();
        request.destroy();
        reject(
          error instanceof OutboundError
            ? error
            : new OutboundError("network", `${target.host} could not be reached (${errorCode(error)})`, {
                host: target.host,
                code: errorCode(error),
              }),
        );
      };
      const timer = setTimeout(() => fail(timedOut(target.href)), remaining);
      request.on("error", fail);
      request.on("response", (response) => {
        answer = response;
        const done = (body: Buffer) => {
          clearTimeout(timer);
          resolve({
            url: target.href,
            status: response.statusCode ?? 0,
            headers: response.headers,
            contentType: mediaType(response.headers["content-type"]),
            body,
          });
        };
        const status = response.statusCode ?? 0;
        // A redirect's or a HEAD's body is not wanted: the connection is closed rather than drained.
        if (method === "HEAD" || (REDIRECT_STATUSES.has(status) && response.headers.location)) {
          response.destroy();
          done(Buffer.alloc(0));
          return;
        }
        const declared = Number(response.headers["content-length"]);
        if (Number.isFinite(declared) && declared > maxBytes) {
          fail(tooLarge(target.href, maxBytes));
          return;
        }
        readCapped(decoded(response), maxBytes, target.href).then(done, fail);
      });
      request.end(body);
    });
  }
}

/**
 * The request a redirect asks for, as browsers make it: 303 (and 301/302 after a POST) turns into
 * a GET without the body; 307/308 repeat the request. Credentials stay with their origin.
 */
function redirectedHop(hop: Hop, status: number, crossOrigin: boolean, credentialHeaders: string[]): Hop {
  const toGet =
    (status === 303 && hop.method !== "HEAD") || ((status === 301 || status === 302) && hop.method === "POST");
  const dropped = new Set([
    ...(toGet ? ["content-type", "content-length", "content-encoding"] : []),
    ...(crossOrigin ? [...CREDENTIAL_HEADERS, ...credentialHeaders.map((name) => name.toLowerCase())] : []),
  ]);
  const headers = Object.fromEntries(Object.entries(hop.headers).filter(([name]) => !dropped.has(name.toLowerCase())));
  return toGet ? { method: "GET", body: undefined, headers } : { ...hop, headers };
}

function parseTarget(url: string, base?: URL): URL {
  let target: URL;
  try {
    target = new URL(url, base);
  } catch {
    throw new OutboundError("invalid-url", `${url} is not a web address`);
  }
  if (target.protocol !== "http:" && target.protocol !== "https:") {
    throw new OutboundError("invalid-url", `Only http and https addresses can be fetched, not ${target.protocol}`);
  }
  return target;
}

/** The body as sent, undone of the compression the server applied. */
function decoded(response: IncomingMessage): Readable {
  const encoding = String(response.headers["content-encoding"] ?? "").toLowerCase();
  if (encoding === "gzip" || encoding === "x-gzip") return response.pipe(zlib.createGunzip());
  if (encoding === "deflate") return response.pipe(zlib.createInflate());
  if (encoding === "br") return response.pipe(zlib.createBrotliDecompress());
  return response;
}

/** Reads a stream whole, giving up as soon as it grows past `maxBytes` (a compressed bomb included). */
function readCapped(stream: Readable, maxBytes: number, url: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    stream.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        stream.destroy();
        reject(tooLarge(url, maxBytes));
        return;
      }
      chunks.push(chunk);
    });
    stream.on("end", () => resolve(Buffer.concat(chunks)));
    stream.on("error", reject);
  });
}

function withDeadline<T>(work: Promise<T>, deadline: number, url: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const expiry = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(timedOut(url)), Math.max(deadline - Date.now(), 0));
  });
  return Promise.race([work, expiry]).finally(() => clearTimeout(timer));
}

function mediaType(header: string | undefined): string | null {
  const type = header?.split(";")[0]?.trim().toLowerCase();
  return type || null;
}

const timedOut = (url: string) => new OutboundError("timeout", `${url} took too long to answer`);

function tooLarge(url: string, maxBytes: number): OutboundError {
  return new OutboundError("too-large", `${url} is larger than ${Math.round(maxBytes / (1024 * 1024))} MB`);
}

function errorCode(error: unknown): string {
  return (error as { code?: string }).code ?? (error instanceof Error ? error.message : String(error));
}
