import fs from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import { DEFAULT_LOCALE } from "@larder/shared";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { LinkPreviewsService } from "../link-previews/link-previews.service.js";
import { withPreview } from "../link-previews/preview-html.js";
import { errorBody } from "./errors.js";
import { PageHints, type PageViewer, readBuildManifest } from "./page-hints.js";
import { pageLocale, requestTranslator, withPageLocale } from "./request-locale.js";
import type { RenderedPage, ServerRenderer } from "./server-render.js";
import { isServerRenderedPage } from "./web-pages.js";

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Serves the built web app: hashed assets cached for a year (and sent as the build compressed them,
 * where it did), index.html never cached, and index.html for every other GET that is not an API or
 * docs path, so client routes load.
 * Unknown /api paths answer a JSON 404. Recipe pages a visitor may see get their link preview
 * (OpenGraph and JSON-LD) written into index.html's head, and the pages people land on get hints
 * for their code and first read (page-hints.ts). A recipe page and a group's home come with their
 * content rendered for the viewer (server-render.ts) when the viewer may read it.
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDir: string | undefined,
  options: {
    linkPreviews?: LinkPreviewsService;
    /** Who is asking for a page: decides which API its first read goes to. */
    viewerOf?: (request: FastifyRequest) => Promise<PageViewer>;
    /** Renders the pages that get their content in the HTML; without it every page renders in the browser. */
    serverRenderer?: ServerRenderer;
  } = {},
): Promise<void> {
  const { linkPreviews, viewerOf = async () => ({ groupSlug: null }), serverRenderer } = options;
  const indexFile = webDir ? path.join(webDir, "index.html") : undefined;
  const hasWebApp = indexFile !== undefined && fs.existsSync(indexFile);
  if (!hasWebApp) {
    app.log.warn({ webDir }, "the web app is not built: serving the API only");
  } else {
    await app.register(fastifyStatic, {
      root: webDir as string,
      // Its routes are made below: @fastify/static would find the files with glob, which took a
      // sixth of the server's start-up (loading it, its caches, its walk).
      serve: false,
      index: false,
      // The build writes brotli and gzip copies of the assets (web/build/precompress.ts): sent as they
      // are, without compressing per request; anything without a copy is compressed on the fly.
      preCompressed: true,
      setHeaders(reply, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header("cache-control", immutable ? `public, max-age=${ONE_YEAR_SECONDS}, immutable` : "no-cache");
      },
    });
    // A route per file at the top, and one per folder that answers only the files listed in it
    // (a route per file was a tenth of the start-up for the build's 240 assets): a path that is not
    // a file of the build reaches the not-found handler below, as with @fastify/static's
    // `wildcard: false`.
    const errorHandler = staticFileErrorHandler(app);
    const filesByFolder = new Map<string, Set<string>>();
    for (const file of servedFiles(webDir as string)) {
      const slash = file.indexOf("/");
      if (slash < 0) {
        app.route({
          method: ["HEAD", "GET"],
          url: `/${file}`,
          schema: { hide: true },
          errorHandler,
          handler: (_request, reply) => reply.sendFile(file),
        });
        continue;
      }
      const folder = file.slice(0, slash);
      const inFolder = filesByFolder.get(folder) ?? new Set<string>();
      inFolder.add(file.slice(slash + 1));
      filesByFolder.set(folder, inFolder);
    }
    for (const [folder, files] of filesByFolder) {
      app.route<{ Params: { "*": string } }>({
        method: ["HEAD", "GET"],
        url: `/${folder}/*`,
        schema: { hide: true },
        errorHandler,
        handler(request, reply) {
          const file = request.params["*"];
          if (files.has(file)) return reply.sendFile(`${folder}/${file}`);
          return reply.callNotFound();
        },
      });
    }
  }
  const pageHints = new PageHints(hasWebApp ? readBuildManifest(webDir as string) : null);

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split("?")[0] ?? "";
    const isApiPath = pathname === "/api" || pathname.startsWith("/api/");
    if (!isApiPath && hasWebApp && (request.method === "GET" || request.method === "HEAD")) {
      const locale = pageLocale(request);
      const rendering =
        serverRenderer && request.method === "GET" && isServerRenderedPage(pathname)
          ? serverRenderer.render(request, locale)
          : Promise.resolve(null);
      const [preview, pageTags, rendered] = await Promise.all([
        linkPreviews?.previewFor(pathname),
        pageHints.covers(pathname) ? viewerOf(request).then((viewer) => pageHints.headTags(pathname, viewer)) : [],
        rendering,
      ]);
      const hints = [...pageHints.catalogueTag(locale), ...pageTags];
      if (preview || hints.length > 0 || rendered || locale !== DEFAULT_LOCALE) {
        // Read on each request: the file is small, and a rebuilt app must not be answered with an old one.
        const indexHtml = withPageLocale(await fs.promises.readFile(indexFile as string, "utf8"), locale);
        // A rendered page carries its reads: preloading them again would fetch what nothing then reads.
        const page = rendered ? withRenderedPage(withoutReadPreloads(indexHtml), rendered) : indexHtml;
        const hinted = withHeadTags(
          page,
          rendered ? [rendered.headElements, ...hints.filter((tag) => !isReadPreload(tag))] : hints,
        );
        // What a page shows depends on who asks and in which language: no shared cache may keep it.
        if (rendered)
          reply.header("cache-control", "private, no-cache").header("vary", "cookie, authorization, accept-language");
        else reply.header("cache-control", "no-cache").header("vary", "cookie, accept-language");
        return reply.type("text/html; charset=utf-8").send(preview ? withPreview(hinted, preview) : hinted);
      }
      return reply.header("cache-control", "no-cache").sendFile("index.html");
    }
    return reply.status(404).send(errorBody(requestTranslator(request)("errors.common.notFound")));
  });
}

/**
 * The files of the built app under `folder`, as @fastify/static's glob lists them (`**` without dot
 * files or folders, links followed), less the brotli and gzip copies: they are found beside their
 * file when it is asked for, and need no routes of their own (a route is memory each).
 */
function servedFiles(root: string, folder = ""): string[] {
  const files: string[] = [];
  for (const entry of fs.readdirSync(path.join(root, folder), { withFileTypes: true })) {
    if (entry.name.startsWith(".")) continue;
    const relative = folder ? `${folder}/${entry.name}` : entry.name;
    const isFolder =
      entry.isDirectory() ||
      (entry.isSymbolicLink() && fs.statSync(path.join(root, relative), { throwIfNoEntry: false })?.isDirectory());
    if (isFolder) files.push(...servedFiles(root, relative));
    else if (!/\.(br|gz)$/.test(entry.name)) files.push(relative);
  }
  return files;
}

/** @fastify/static's routes' own: a client gone in the middle of a file is no error to answer. */
function staticFileErrorHandler(app: FastifyInstance) {
  return (error: Error, request: FastifyRequest, reply: FastifyReply) => {
    if ((error as NodeJS.ErrnoException).code === "ERR_STREAM_PREMATURE_CLOSE") {
      request.raw.destroy();
      return;
    }
    return app.errorHandler(error, request, reply);
  };
}

/**
 * index.html with elements added at the end of its head: after the app's entry script, which is
 * asked for first (a browser opens only a few connections to a server at once). A document
 * without a head element (HTML allows one) gets them after its title.
 */
function withHeadTags(indexHtml: string, tags: string[]): string {
  if (tags.length === 0) return indexHtml;
  const elements = tags.join("\n    ");
  if (/<\/head>/i.test(indexHtml)) return indexHtml.replace(/<\/head>/i, () => `  ${elements}\n  </head>`);
  return indexHtml.replace(/<\/title>/i, () => `</title>\n${elements}`);
}

const READ_PRELOAD = /<link rel="preload" href="\/api\/[^"]*" as="fetch"[^>]*>/;

function isReadPreload(tag: string): boolean {
  return READ_PRELOAD.test(tag);
}

/** index.html without its preloads of API reads (and the line each stood on). */
function withoutReadPreloads(indexHtml: string): string {
  return indexHtml.replace(new RegExp(`[ \\t]*${READ_PRELOAD.source}\\r?\\n?`, "g"), "");
}

/** index.html with a server-rendered page in its #root, and the reads it was made from after it. */
function withRenderedPage(indexHtml: string, page: RenderedPage): string {
  const root = /<div id="?root"?>\s*<\/div>/i;
  if (!root.test(indexHtml)) return indexHtml;
  return indexHtml.replace(root, () => `<div id="root">${page.markup}</div>\n    ${page.stateElement}`);
}
