import { type Endpoint, type Endpoints, endpoints, type OperationId, type OperationReply } from "@larder/shared";
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from "fastify";
import type { z } from "zod";
import type { Actor } from "../auth/actor.js";
import { actorOf } from "../auth/authenticate.js";
import type { Access } from "./access.js";
import { readFormFields } from "./multipart-form.js";

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What a handler is given: the request's parsed parts (and, below, its caller). */
export interface OperationInput<E extends Endpoint> {
  params: Parsed<E["params"]>;
  query: Parsed<E["query"]>;
  body: Parsed<E["body"]>;
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface SignedInInput<E extends Endpoint> extends OperationInput<E> {
  actor: Actor;
}

type InputFor<K extends OperationId, A extends Access> = A extends "public"
  ? OperationInput<Endpoints[K]>
  : SignedInInput<Endpoints[K]>;

/**
 * A handler answers with the response body (sent with the operation's status), or with the reply
 * when it has sent something itself (ready JSON text, a file).
 */
type Handler<K extends OperationId, A extends Access> = (
  input: InputFor<K, A>,
) => OperationReply<K> | FastifyReply | Promise<OperationReply<K> | FastifyReply>;

/** Route options that only concern the server (a larger body limit, say). */
type ServerOptions = Pick<RouteShorthandOptions, "bodyLimit">;

export interface OperationRoute {
  operationId: OperationId;
  access: Access;
  handle: (input: SignedInInput<Endpoint> | OperationInput<Endpoint>) => unknown;
  options?: ServerOptions;
}

/** The server's half of an operation of the endpoint table: who may call it and what answers. */
export function operation<K extends OperationId, A extends Access>(
  operationId: K,
  access: A,
  handle: Handler<K, A>,
  options?: ServerOptions,
): OperationRoute {
  return { operationId, access, handle: handle as OperationRoute["handle"], options };
}

/**
 * Registers each operation's route from its endpoint entry; the OpenAPI document follows from it.
 * Every operation of the table must be among `routes`, once.
 */
export function registerOperations(app: FastifyInstance, routes: readonly OperationRoute[]): void {
  checkEveryOperationRegistered(routes);
  for (const route of routes) {
    const endpoint: Endpoint = endpoints[route.operationId];
    const status = endpoint.status ?? 200;
    const schema = {
      operationId: route.operationId,
      tags: [...endpoint.tags],
      summary: endpoint.summary,
      hide: endpoint.hidden,
      consumes: endpoint.multipart ? ["multipart/form-data"] : undefined,
      params: endpoint.params,
      querystring: endpoint.query,
      body: endpoint.body,
      response: endpoint.response ? { [status]: endpoint.response } : undefined,
    };
    const handler = async (request: FastifyRequest, reply: FastifyReply) => {
      reply.status(status);
      const input = {
        params: request.params,
        query: request.query,
        body: request.body,
        request,
        reply,
        actor: route.access === "public" ? undefined : actorOf(request),
      } as SignedInInput<Endpoint>;
      const result = await route.handle(input);
      if (result === reply || reply.sent) return reply;
      return reply.send(result);
    };
    const register = (url: string, hide: true | undefined) =>
      app.route({
        method: endpoint.method,
        url,
        ...route.options,
        config: { access: route.access },
        ...(endpoint.body && !endpoint.multipart ? { preValidation: readMultipartAsBody } : {}),
        schema: definedOnly({ ...schema, hide }),
        handler,
      });
    register(endpoint.path, endpoint.hidden);
    // An alias is the same operation under another path: listed once in the OpenAPI document.
    for (const alias of endpoint.aliases ?? []) register(alias, true);
  }
}

/** A body the operation reads as JSON may also come as a multipart form of text fields. */
async function readMultipartAsBody(request: FastifyRequest): Promise<void> {
  if (request.isMultipart()) request.body = await readFormFields(request);
}

/** Fails when an operation of the endpoint table has no route, or has two. */
export function checkEveryOperationRegistered(routes: readonly OperationRoute[]): void {
  const seen = new Set<string>();
  for (const { operationId } of routes) {
    if (seen.has(operationId)) throw new Error(`Operation ${operationId} is registered twice`);
    seen.add(operationId);
  }
  const missing = Object.keys(endpoints).filter((id) => !seen.has(id));
  if (missing.length > 0) throw new Error(`Operations without a route: ${missing.join(", ")}`);
}

/** Fastify reads a schema key that is present but undefined as a missing schema, and warns. */
function definedOnly<T extends object>(schema: T): Partial<T> {
  return Object.fromEntries(Object.entries(schema).filter(([, value]) => value !== undefined)) as Partial<T>;
}
