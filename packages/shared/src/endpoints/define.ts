import type { z } from "zod";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * One operation of the HTTP API, declared once: the server registers its route from it, the web
 * client's `call` takes its argument and result types from it, and the OpenAPI document is made
 * from the schemas the server registers.
 */
export interface Endpoint {
  method: HttpMethod;
  /** Fastify's form: `/api/recipes/:slug`. */
  path: string;
  tags: readonly string[];
  summary?: string;
  params?: z.ZodType;
  query?: z.ZodType;
  /** A JSON body. */
  body?: z.ZodType;
  /** The body is a multipart form (a file upload); the handler reads it itself. */
  multipart?: true;
  /** The answer on success. Files and downloads that are not JSON leave it out. */
  response?: z.ZodType;
  /** The success status, when it is not 200. */
  status?: 201 | 202;
  /** Left out of the OpenAPI document. */
  hidden?: true;
  /**
   * Other paths that answer the same operation (same handler, access and schemas): where Mealie 2
   * moved it, `/api/households/...` for `/api/groups/...`. Each group is its one household. The
   * OpenAPI document lists the operation once, under `path`.
   */
  aliases?: readonly string[];
}

/** Keeps each entry's literal types, so that callers' argument and result types can be inferred. */
export function defineEndpoints<const Table extends Record<string, Endpoint>>(table: Table): Table {
  return table;
}

type Defined<S> = S extends z.ZodType ? S : never;

/** Path parameters, as the caller gives them. */
export type ParamsOf<E extends Endpoint> = E extends { params: z.ZodType } ? z.input<Defined<E["params"]>> : never;

/** Query parameters, as the caller gives them: each optional, a null or undefined one is left out. */
export type QueryOf<E extends Endpoint> = E extends { query: z.ZodType }
  ? { [K in keyof z.output<Defined<E["query"]>>]?: z.output<Defined<E["query"]>>[K] | null }
  : never;

/** The request body, as the caller gives it (a FormData for an upload). */
export type BodyOf<E extends Endpoint> = E extends { body: z.ZodType }
  ? z.input<Defined<E["body"]>>
  : E extends { multipart: true }
    ? UploadForm
    : never;

/** A multipart form as the caller builds it: the browser's FormData (the shared package knows no DOM). */
export interface UploadForm {
  append(name: string, value: unknown, fileName?: string): void;
}

/** What the server answers on success, as the caller receives it. */
export type ResultOf<E extends Endpoint> = E extends { response: z.ZodType }
  ? z.output<Defined<E["response"]>>
  : unknown;

/** What a server handler returns on success, before the response schema is applied. */
export type ReplyOf<E extends Endpoint> = E extends { response: z.ZodType } ? z.input<Defined<E["response"]>> : unknown;

/** The second argument of `call`: only the parts the operation has, required where the schema requires them. */
export type CallArgs<E extends Endpoint> = ([ParamsOf<E>] extends [never] ? unknown : { params: ParamsOf<E> }) &
  ([QueryOf<E>] extends [never] ? unknown : { query?: QueryOf<E> }) &
  ([BodyOf<E>] extends [never] ? unknown : undefined extends BodyOf<E> ? { body?: BodyOf<E> } : { body: BodyOf<E> });
