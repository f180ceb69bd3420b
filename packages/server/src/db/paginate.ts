import type { Paginated, PaginationQuery } from "@larder/shared";
import { type SelectQueryBuilder, sql } from "kysely";
import { HttpError } from "../http/errors.js";

/** A field a list may be ordered by: its SQL column, and whether it orders as text (case-insensitively). */
export interface OrderableField {
  column: string;
  text?: boolean;
}

export interface PaginateOptions {
  /** The whitelist of `orderBy` names (camelCase, as clients send them). */
  orderable: Record<string, OrderableField>;
  defaultOrderBy: string;
  /** Path of the list without the /api prefix, for the next/previous links (Mealie's form). */
  path: string;
  /** Column that makes the order total, so pages never overlap. */
  tieBreaker: string;
}

interface OrderTerm {
  field: OrderableField;
  direction: "asc" | "desc";
}

function orderTerms(query: PaginationQuery, options: PaginateOptions): OrderTerm[] {
  const spec = query.orderBy?.trim() || options.defaultOrderBy;
  return spec.split(",").map((part) => {
    const [name = "", direction] = part.trim().split(":");
    const field = options.orderable[name];
    if (!field) {
      const allowed = Object.keys(options.orderable).join(", ");
      throw new HttpError(400, `Cannot order by "${name}"; use one of: ${allowed}`);
    }
    if (direction !== undefined && direction !== "asc" && direction !== "desc") {
      throw new HttpError(400, `Invalid order direction "${direction}"; use asc or desc`);
    }
    return { field, direction: direction ?? query.orderDirection };
  });
}

function pageLink(path: string, query: PaginationQuery, page: number): string {
  const params = new URLSearchParams({ page: String(page), perPage: String(query.perPage) });
  if (query.orderBy) params.set("orderBy", query.orderBy);
  if (query.orderByNullPosition) params.set("orderByNullPosition", query.orderByNullPosition);
  params.set("orderDirection", query.orderDirection);
  if (query.paginationSeed) params.set("paginationSeed", query.paginationSeed);
  return `${path}?${params}`;
}

/**
 * Runs a list query one page at a time and wraps it in the pagination envelope. Ordering accepts
 * only the whitelisted fields; a count query runs alongside the page.
 */
export async function paginate<DB, TB extends keyof DB, Row>(
  // biome-ignore lint/suspicious/noExplicitAny: any selection shape of the same tables
  base: SelectQueryBuilder<DB, TB, any>,
  select: (query: SelectQueryBuilder<DB, TB, object>) => SelectQueryBuilder<DB, TB, Row>,
  query: PaginationQuery,
  options: PaginateOptions,
): Promise<Paginated<Row>> {
  const terms = orderTerms(query, options);
  const countRow = await base.select(sql<number | string>`count(*)`.as("count")).executeTakeFirst();
  const total = Number((countRow as { count?: number | string } | undefined)?.count ?? 0);

  const perPage = query.perPage === -1 ? Math.max(total, 1) : query.perPage;
  const totalPages = query.perPage === -1 ? 1 : Math.ceil(total / perPage);
  const page = query.page === -1 ? Math.max(totalPages, 1) : query.page;

  let pageQuery = select(base);
  for (const { field, direction } of terms) {
    const expression = field.text ? sql`lower(${sql.ref(field.column)})` : sql.ref(field.column);
    const nulls = query.orderByNullPosition ? sql.raw(` nulls ${query.orderByNullPosition}`) : sql``;
    pageQuery = pageQuery.orderBy(sql`${expression} ${sql.raw(direction)}${nulls}`);
  }
  pageQuery = pageQuery.orderBy(sql.ref(options.tieBreaker));
  if (query.perPage !== -1) pageQuery = pageQuery.limit(perPage).offset((page - 1) * perPage);
  const items = await pageQuery.execute();

  return {
    page,
    per_page: query.perPage,
    total,
    total_pages: totalPages,
    items,
    next: page < totalPages ? pageLink(options.path, query, page + 1) : null,
    previous: page > 1 && totalPages > 0 ? pageLink(options.path, query, Math.min(page - 1, totalPages)) : null,
  };
}
