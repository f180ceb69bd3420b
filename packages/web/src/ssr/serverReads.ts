import type { QueryClient, QueryKey } from "@tanstack/react-query";

/**
 * A read a server-rendered page was made from: its query key (the browser's own), its answer and
 * when it was made. Smaller than TanStack Query's dehydrated state, and the browser needs no code to
 * read it but `setQueryData`.
 */
export interface ServerRead {
  queryKey: QueryKey;
  data: unknown;
  updatedAt: number;
}

/** The answered reads of a query client, to embed in a server-rendered page (ssr/entry-server.tsx). */
export function answeredReads(queryClient: QueryClient): ServerRead[] {
  return queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === "success")
    .map((query) => ({ queryKey: query.queryKey, data: query.state.data, updatedAt: query.state.dataUpdatedAt }));
}

/** Puts a server-rendered page's reads into the browser's query client, as if it had made them itself. */
export function seedReads(queryClient: QueryClient, reads: readonly ServerRead[]): void {
  for (const read of reads) queryClient.setQueryData(read.queryKey, read.data, { updatedAt: read.updatedAt });
}
