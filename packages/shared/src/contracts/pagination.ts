import { z } from "zod";
import { pageRangeMessage, perPageRangeMessage } from "../validation/messages.js";

/**
 * Largest page number and page size a list accepts: (page - 1) * perPage, the rows skipped, must stay
 * an exact integer that both engines take as an offset. Larger lists are asked for whole with perPage=-1.
 */
export const MAX_PAGE = 1_000_000_000;
export const MAX_PER_PAGE = 1_000_000;

/** Query parameters of every paginated list (camelCase, as Mealie clients send them). */
export const PaginationQuery = z.object({
  /** 1-based; -1 means the last page. */
  page: z.coerce
    .number()
    .int()
    .refine((page) => (page >= 1 && page <= MAX_PAGE) || page === -1, pageRangeMessage(MAX_PAGE))
    .default(1),
  /** -1 means all items. */
  perPage: z.coerce
    .number()
    .int()
    .refine((perPage) => (perPage >= 1 && perPage <= MAX_PER_PAGE) || perPage === -1, perPageRangeMessage(MAX_PER_PAGE))
    .default(50),
  /** A field name, or a comma list of `field` / `field:asc|desc`. */
  orderBy: z.string().optional(),
  orderByNullPosition: z.enum(["first", "last"]).optional(),
  orderDirection: z.enum(["asc", "desc"]).default("desc"),
  paginationSeed: z.string().optional(),
});
export type PaginationQuery = z.infer<typeof PaginationQuery>;
export type PaginationQueryInput = z.input<typeof PaginationQuery>;

/** The list envelope: snake_case keys around camelCase items; next/previous are relative URLs or null. */
export function paginated<Item extends z.ZodType>(item: Item) {
  return z.object({
    page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
    total_pages: z.number().int(),
    items: z.array(item),
    next: z.string().nullable(),
    previous: z.string().nullable(),
  });
}
export interface Paginated<Item> {
  page: number;
  per_page: number;
  total: number;
  total_pages: number;
  items: Item[];
  next: string | null;
  previous: string | null;
}
