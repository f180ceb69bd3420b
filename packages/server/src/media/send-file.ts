import fs from "node:fs";
import path from "node:path";
import type { FastifyReply, FastifyRequest } from "fastify";
import { notFound } from "../http/errors.js";

/** Types a browser may show inline from Larder's origin; anything else is offered as a download. */
const INLINE_TYPES: Record<string, string> = {
  ".webp": "image/webp",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".png": "image/png",
  ".gif": "image/gif",
  ".avif": "image/avif",
  ".pdf": "application/pdf",
  ".txt": "text/plain; charset=utf-8",
};
const DOWNLOAD_TYPES: Record<string, string> = {
  ".zip": "application/zip",
  ".json": "application/json",
};

export interface SendFileOptions {
  /** The URL carries a version key that changes with the content, so caches may keep it for good. */
  versioned: boolean;
  /** Offer the file as a download under this name. */
  downloadName?: string;
  /** "private" when the caller's permission let the file out: no shared cache (a proxy, a CDN) may keep it. */
  caching?: "public" | "private";
}

/**
 * Streams a stored file with caching that suits it: a versioned URL is immutable; otherwise the
 * client revalidates with ETag / Last-Modified and gets 304 while the file is unchanged. A missing
 * file is a 404. Uploaded files that a browser could run (HTML, SVG) are never served inline.
 */
export async function sendStoredFile(
  request: FastifyRequest,
  reply: FastifyReply,
  file: string,
  { versioned, downloadName, caching = "public" }: SendFileOptions,
): Promise<FastifyReply> {
  const stat = await fs.promises.stat(file).catch(() => null);
  if (!stat?.isFile()) throw notFound();
  const extension = path.extname(file).toLowerCase();
  const inlineType = INLINE_TYPES[extension];
  const etag = `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
  const lastModified = stat.mtime.toUTCString();

  reply
    .header("cache-control", cacheControl(versioned, caching))
    .header("etag", etag)
    .header("last-modified", lastModified)
    .header("x-content-type-options", "nosniff");
  // Browsers' PDF viewers do not run in a sandboxed document; nothing else needs more than a sandbox.
  if (extension !== ".pdf") reply.header("content-security-policy", "default-src 'none'; sandbox");

  if (isFresh(request, etag, stat.mtime)) return reply.status(304).send();

  const name = downloadName ?? (inlineType ? undefined : path.basename(file));
  if (name) reply.header("content-disposition", contentDisposition(name));
  return reply
    .header("content-type", inlineType ?? DOWNLOAD_TYPES[extension] ?? "application/octet-stream")
    .header("content-length", stat.size)
    .send(fs.createReadStream(file));
}

/** A versioned URL may be kept for good; any other is revalidated. Private ones stay in the caller's own cache. */
export function cacheControl(versioned: boolean, caching: "public" | "private"): string {
  if (versioned) return `${caching}, max-age=31536000, immutable`;
  return caching === "private" ? "private, no-cache" : "no-cache";
}

function isFresh(request: FastifyRequest, etag: string, modified: Date): boolean {
  const ifNoneMatch = request.headers["if-none-match"];
  if (ifNoneMatch) {
    return ifNoneMatch
      .split(",")
      .map((tag) => tag.trim().replace(/^W\//, ""))
      .some((tag) => tag === "*" || tag === etag.replace(/^W\//, ""));
  }
  const ifModifiedSince = request.headers["if-modified-since"];
  if (ifModifiedSince) {
    const since = Date.parse(ifModifiedSince);
    return !Number.isNaN(since) && Math.floor(modified.getTime() / 1000) <= Math.floor(since / 1000);
  }
  return false;
}

/** An attachment header that survives any file name: an ASCII fallback plus the UTF-8 form. */
export function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
