import { AUTH_COOKIE_NAME } from "@larder/shared";
import type { FastifyRequest } from "fastify";
import { HttpError } from "../http/errors.js";
import { requestLanguage } from "../http/request-locale.js";
import type { Actor } from "./actor.js";
import { type AuthService, couldNotValidate } from "./auth.service.js";

declare module "fastify" {
  interface FastifyRequest {
    actor?: Actor;
  }
}

/** The bearer token of the Authorization header, else the session cookie. */
export function presentedToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header) {
    const [scheme, token] = header.split(" ");
    if (scheme?.toLowerCase() === "bearer" && token) return token;
  }
  return request.cookies[AUTH_COOKIE_NAME] || undefined;
}

/** A request hook that admits signed-in users only and records them on the request as its actor. */
export function requireUser(auth: AuthService) {
  return async (request: FastifyRequest): Promise<void> => {
    const token = presentedToken(request);
    if (!token) throw couldNotValidate();
    request.actor = await auth.authenticate(token, requestLanguage(request));
  };
}

/** The signed-in caller of a route guarded by `requireUser`. */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw couldNotValidate();
  return request.actor;
}

/**
 * The signed-in caller of a public route that serves members more, or null: a missing, expired or
 * revoked token is no member, not a refusal. Failures other than a refused token still fail.
 */
export async function signedInCaller(auth: AuthService, request: FastifyRequest): Promise<Actor | null> {
  const token = presentedToken(request);
  if (!token) return null;
  try {
    return await auth.authenticate(token, requestLanguage(request));
  } catch (error) {
    if (error instanceof HttpError && error.statusCode < 500) return null;
    throw error;
  }
}
