/** The character set a page declares in its first bytes (`<meta charset>` or the http-equiv form). */
function declaredCharset(head: string): string | null {
  return /<meta[^>]+charset\s*=\s*["']?\s*([\w-]+)/i.exec(head)?.[1] ?? null;
}

/**
 * A fetched page as text: the charset of the Content-Type header, else the one the page declares,
 * else UTF-8 (a byte-order mark always wins). Unknown labels fall back to UTF-8.
 */
export function pageText(body: Buffer, contentTypeHeader: string | undefined): string {
  if (body[0] === 0xef && body[1] === 0xbb && body[2] === 0xbf) return body.subarray(3).toString("utf8");
  const fromHeader = /charset\s*=\s*["']?([\w-]+)/i.exec(contentTypeHeader ?? "")?.[1];
  const label = fromHeader ?? declaredCharset(body.subarray(0, 4096).toString("latin1"));
  if (!label || /^utf-?8$/i.test(label)) return body.toString("utf8");
  try {
    return new TextDecoder(label).decode(body);
  } catch {
    return body.toString("utf8");
  }
}
