import { randomInt } from "node:crypto";
import type { Paginated, PaginationQuery } from "@larder/shared";
import { type Expression, type RawBuilder, type SelectQueryBuilder, sql } from "kysely";
import { HttpError } from "../http/errors.js";
import type { Engine } from "./database.js";

/** A field a list may be ordered by: its SQL column (or expression), and whether it orders as text (case-insensitively). */
export interface OrderableField {
  column: string | Expression<unknown>;
  text?: boolean;
  /** Never null: no NULLS FIRST/LAST, which would keep some engines from reading the order off an index. */
  notNull?: boolean;
}

export interface PaginateOptions {
  /** The whitelist of `orderBy` names, camelCase; their snake_case spellings (Mealie's web app sends `full_name`) are read too. */
  orderable: Record<string, OrderableField>;
  defaultOrderBy: string;
  /** Path of the list without the /api prefix, for the next/previous links (Mealie's form). */
  path: string;
  /** Column that makes the order total, so pages never overlap. */
  tieBreaker: string;
  /**
   * Accepts `orderBy=random`: the order of this expression of the seed (see `seededShuffle`), the
   * same on every page for the same seed.
   */
  randomOrder?: (seed: string) => Expression<unknown>;
  /** Order terms that come before the requested order (a search's relevance, for instance). */
  leadingOrder?: Expression<unknown>[];
  /** Where nulls go when the request does not say; without it each engine keeps its own default. */
  defaultNullPosition?: "first" | "last";
  /** Further query parameters the next/previous links carry, such as a list's filters. */
  linkParams?: Record<string, string | string[] | undefined>;
  /** The number of matching rows, when the caller has counted them already (no count query then). */
  total?: number;
  /**
   * Counts within the page query (`count(*) over ()`) rather than with a query of its own: for lists
   * that read every match anyway to order them, such as search results ranked by relevance.
   */
  countWithPage?: boolean;
}

const TOTAL_COLUMN = "paginate_total";

interface OrderTerm {
  expression: Expression<unknown>;
  direction: "asc" | "desc";
  notNull?: boolean;
}

const RANDOM = "random";

/** `full_name` → `fullName`: Mealie's `orderBy` values are its column names. */
const camelCased = (name: string) => name.replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());

function orderTerms(query: PaginationQuery, options: PaginateOptions): OrderTerm[] {
  const spec = query.orderBy?.trim() || options.defaultOrderBy;
  return spec.split(",").map((part) => {
    const [name = "", direction] = part.trim().split(":");
    if (direction !== undefined && direction !== "asc" && direction !== "desc") {
      throw new HttpError(400, "errors.requests.orderDirectionInvalid", { direction });
    }
    if (options.randomOrder && name === RANDOM) {
      return { expression: options.randomOrder(query.paginationSeed ?? ""), direction: "asc", notNull: true };
    }
    const field = options.orderable[name] ?? options.orderable[camelCased(name)];
    if (!field) {
      const allowed = [...Object.keys(options.orderable), ...(options.randomOrder ? [RANDOM] : [])].join(", ");
      throw new HttpError(400, "errors.requests.orderFieldInvalid", { field: name, allowed });
    }
    const column = typeof field.column === "string" ? sql.ref(field.column) : field.column;
    return {
      expression: field.text ? sql`lower(${column})` : column,
      direction: direction ?? query.orderDirection,
      notNull: field.notNull,
    };
  });
}

/**
 * Mealie's web app sends a `paginationSeed` with `orderBy=random`, other clients may not: they get a
 * seed drawn for them, which the `next` and `previous` links carry so that paging keeps one order.
 */
function withShuffleSeed(query: PaginationQuery, options: PaginateOptions): PaginationQuery {
  if (query.paginationSeed || !options.randomOrder) return query;
  const random = (query.orderBy ?? "").split(",").some((part) => part.trim().split(":")[0] === RANDOM);
  return random ? { ...query, paginationSeed: String(randomInt(2 ** 47)) } : query;
}

/** 2^31 - 1, a prime: the shuffle below stays within 64-bit integers. */
const PRIME = 2_147_483_647;

/**
 * A pseudo-random rank of each row of `table` that depends only on the seed, computed in SQL so that
 * nothing is loaded into memory and every page of one seed sees the same order. PostgreSQL hashes the
 * id with the seed; SQLite mixes the row's integer rowid with numbers drawn from the seed
 * (multiply, fold the high bits in, multiply again, modulo a prime).
 */
export function seededShuffle(engine: Engine, table: string, seed: string): RawBuilder<number> {
  let hash = 2_166_136_261;
  for (const char of seed) hash = Math.imul(hash ^ (char.codePointAt(0) as number), 16_777_619) >>> 0;
  if (engine === "postgres") {
    return sql<number>`hashtextextended(cast(${sql.ref(`${table}.id`)} as text), ${sql.lit(hash)})`;
  }
  const draw = (salt: number) => ((Math.imul(hash ^ salt, 2_654_435_761) >>> 0) % (PRIME - 2)) + 2;
  const x0 = sql`((${sql.ref(`${table}.rowid`)} + ${sql.lit(draw(1))}) % ${sql.lit(PRIME)})`;
  const x1 = sql`((${x0} * ${sql.lit(draw(2))}) % ${sql.lit(PRIME)})`;
  // x xor (x >> 16), with | and & since SQLite has no xor operator.
  const x2 = sql`((${x1} | (${x1} >> 16)) - (${x1} & (${x1} >> 16)))`;
  return sql<number>`((${x2} * ${sql.lit(draw(3))}) % ${sql.lit(PRIME)})`;
}

function pageLink(path: string, query: PaginationQuery, page: number, extra: PaginateOptions["linkParams"]): string {
  const params = new URLSearchParams({ page: String(page), perPage: String(query.perPage) });
  if (query.orderBy) params.set("orderBy", query.orderBy);
  if (query.orderByNullPosition) params.set("orderByNullPosition", query.orderByNullPosition);
  params.set("orderDirection", query.orderDirection);
  if (query.paginationSeed) params.set("paginationSeed", query.paginationSeed);
  for (const [name, value] of Object.entries(extra ?? {})) {
    for (const one of [value ?? []].flat()) params.append(name, one);
  }
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
): Promise<Paginated<Row>>;
/**
 * The same, with `load` turning the page's rows into items (reading what else they show) while the
 * count query runs.
 */
export async function paginate<DB, TB extends keyof DB, Row, Item>(
  // biome-ignore lint/suspicious/noExplicitAny: any selection shape of the same tables
  base: SelectQueryBuilder<DB, TB, any>,
  select: (query: SelectQueryBuilder<DB, TB, object>) => SelectQueryBuilder<DB, TB, Row>,
  query: PaginationQuery,
  options: PaginateOptions & { load: (rows: Row[]) => Promise<Item[]> },
): Promise<Paginated<Item>>;
export async function paginate<DB, TB extends keyof DB, Row, Item>(
  // biome-ignore lint/suspicious/noExplicitAny: any selection shape of the same tables
  base: SelectQueryBuilder<DB, TB, any>,
  select: (query: SelectQueryBuilder<DB, TB, object>) => SelectQueryBuilder<DB, TB, Row>,
  query: PaginationQuery,
  options: PaginateOptions & { load?: (rows: Row[]) => Promise<Item[]> },
): Promise<Paginated<Row | Item>> {
  const load = options.load ?? (async (rows: Row[]) => rows as unknown as Item[]);
  query = withShuffleSeed(query, options);
  const terms = orderTerms(query, options);
  const nullPosition = query.orderByNullPosition ?? options.defaultNullPosition;
  const nulls = nullPosition ? sql.raw(` nulls ${nullPosition}`) : sql``;

  const countTotal = async () => {
    if (options.total !== undefined) return options.total;
    const countRow = await base.select(sql<number | string>`count(*)`.as("count")).executeTakeFirst();
    return Number((countRow as { count?: number | string } | undefined)?.count ?? 0);
  };
  const fetchPage = (page: number, perPage: number, withTotal = false) => {
    let pageQuery = select(base);
    if (withTotal) pageQuery = pageQuery.select(sql`count(*) over ()`.as(TOTAL_COLUMN)) as typeof pageQuery;
    for (const expression of options.leadingOrder ?? []) pageQuery = pageQuery.orderBy(expression);
    for (const { expression, direction, notNull } of terms) {
      pageQuery = pageQuery.orderBy(sql`${expression} ${sql.raw(direction)}${notNull ? sql`` : nulls}`);
    }
    pageQuery = pageQuery.orderBy(sql.ref(options.tieBreaker));
    if (query.perPage !== -1) pageQuery = pageQuery.limit(perPage).offset((page - 1) * perPage);
    return pageQuery.execute();
  };

  let total: number;
  let items: Item[];
  let page = query.page;
  let perPage = query.perPage;
  if (query.perPage === -1 && (query.page === 1 || query.page === -1)) {
    // Everything on one page: the rows are the count, with no count query before them.
    const rows = await fetchPage(1, 0);
    total = rows.length;
    page = 1;
    perPage = Math.max(total, 1);
    items = await load(rows);
  } else if (query.page === -1 || query.perPage === -1) {
    // The last page, or all of them: the count decides what to fetch.
    total = await countTotal();
    perPage = query.perPage === -1 ? Math.max(total, 1) : query.perPage;
    page = query.page === -1 ? Math.max(Math.ceil(total / perPage), 1) : query.page;
    items = await load(await fetchPage(page, perPage));
  } else if (options.countWithPage && options.total === undefined) {
    const rows = (await fetchPage(page, perPage, true)) as (Row & Record<typeof TOTAL_COLUMN, unknown>)[];
    // A page past the end has no row to carry the count.
    total = rows.length > 0 ? Number(rows[0]?.[TOTAL_COLUMN]) : await countTotal();
    items = await load(rows.map(({ [TOTAL_COLUMN]: _total, ...row }) => row as Row));
  } else {
    [total, items] = await Promise.all([countTotal(), fetchPage(page, perPage).then(load)]);
  }
  const totalPages = query.perPage === -1 ? 1 : Math.ceil(total / perPage);

  return {
    page,
    per_page: query.perPage,
    total,
    total_pages: totalPages,
    items,
    next: page < totalPages ? pageLink(options.path, query, page + 1, options.linkParams) : null,
    previous:
      page > 1 && totalPages > 0
        ? pageLink(options.path, query, Math.min(page - 1, totalPages), options.linkParams)
        : null,
  };
}
