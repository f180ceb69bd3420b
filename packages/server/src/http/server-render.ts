import { pathToFileURL } from "node:url";
import { SERVER_STATE_ELEMENT_ID } from "@larder/shared";
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from "fastify";
import { importModule } from "../import-module.js";
import { scriptSafeJson } from "../link-previews/preview-html.js";

/**
 * Pages sent with their content already in the HTML, which the web app then takes over
 * (web/src/ssr/entry-server.tsx renders them, web/src/main.tsx hydrates them): a first visit shows
 * the recipe at first paint instead of once the app's code has arrived and run.
 * The app reads what it shows through the server's own API routes, as the viewer (their session
 * cookie or bearer token, nothing else), so the same access rules decide what it may show; a page
 * whose reads fail is not rendered here at all.
 */

/** What the web app's server entry (web/src/ssr/entry-server.tsx) exports. */
interface ServerEntry {
  renderPage(request: {
    url: string;
    locale: string;
    fetch: typeof fetch;
    loadDom: () => Promise<unknown>;
  }): Promise<{ markup: string; state: unknown; head: string } | null>;
}

/** A server-rendered page: `#root`'s markup, the script element with its reads and its head's elements. */
export interface RenderedPage {
  markup: string;
  stateElement: string;
  headElements: string;
}

/** The request headers that say who the viewer is, passed on to the API reads made for them. */
const VIEWER_HEADERS = ["cookie", "authorization"] as const;

/** jsdom's export used here (the package ships no types of its own). */
interface JsdomModule {
  JSDOM: new (html: string) => { window: unknown };
}

export class ServerRenderer {
  private entry: Promise<ServerEntry | null> | undefined;
  private dom: Promise<unknown> | undefined;

  constructor(
    private readonly app: FastifyInstance,
    /** The built server entry (web/dist-ssr/entry-server.js); without it no page is rendered here. */
    private readonly entryFile: string | undefined,
    private readonly log: FastifyBaseLogger,
  ) {}

  /**
   * The page at the request's address rendered for the request's viewer, or null: no server entry
   * built, a read the page needs that the viewer may not make, or a failed render (logged). The
   * caller then sends the plain app, which renders the page in the browser as before.
   */
  async render(request: FastifyRequest, locale: string): Promise<RenderedPage | null> {
    const entry = await this.loadEntry();
    if (!entry) return null;
    try {
      const page = await entry.renderPage({
        url: request.url,
        locale,
        fetch: this.viewerFetch(request),
        loadDom: this.loadDom,
      });
      if (!page) return null;
      return {
        markup: page.markup,
        stateElement: `<script type="application/json" id="${SERVER_STATE_ELEMENT_ID}">${scriptSafeJson(page.state)}</script>`,
        headElements: page.head,
      };
    } catch (error) {
      this.log.error({ err: error, url: request.url }, "rendering a page on the server failed: sent without it");
      return null;
    }
  }

  /** The entry, imported on the first page rendered: React and the app stay out of a server that renders none. */
  private loadEntry(): Promise<ServerEntry | null> {
    const { entryFile } = this;
    this.entry ??= entryFile
      ? (importModule(pathToFileURL(entryFile).href) as Promise<ServerEntry>).catch((error: unknown) => {
          this.log.warn(
            { err: error, entryFile },
            "the web app's server entry did not load: pages render in the browser",
          );
          return null;
        })
      : Promise.resolve(null);
    return this.entry;
  }

  /**
   * A DOM for the sanitiser of recipe text in Markdown (DOMPurify runs on jsdom as in browsers), made
   * on the first page that shows such text: jsdom stays out of a server whose recipes have none. One
   * empty document serves every page; the sanitiser only parses text into fragments of it.
   */
  private readonly loadDom = (): Promise<unknown> => {
    // A variable name keeps the compiler from looking for jsdom's types, which it does not ship.
    const jsdom = "jsdom";
    this.dom ??= (import(jsdom) as Promise<JsdomModule>).then(({ JSDOM }) => new JSDOM("<!doctype html>").window);
    return this.dom;
  };

  /**
   * `fetch` for the app's reads while it renders: GET requests to /api answered by this server's own
   * routes (no network) with the viewer's credentials; anything else is refused.
   */
  private viewerFetch(request: FastifyRequest): typeof fetch {
    const viewer: Record<string, string> = {};
    for (const name of VIEWER_HEADERS) {
      const value = request.headers[name];
      if (typeof value === "string") viewer[name] = value;
    }
    return async (input, init) => {
      const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
      const method = (init?.method ?? "GET").toUpperCase();
      if (method !== "GET" || !url.startsWith("/api/")) return new Response(null, { status: 405 });
      const headers: Record<string, string> = { ...Object.fromEntries(new Headers(init?.headers)), ...viewer };
      const answer = await this.app.inject({ method: "GET", url, headers });
      const noBody = answer.statusCode === 204 || answer.statusCode === 304;
      return new Response(noBody ? null : answer.rawPayload, {
        status: answer.statusCode,
        headers: { "content-type": String(answer.headers["content-type"] ?? "application/json") },
      });
    };
  }
}
