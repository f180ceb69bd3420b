import { AUTH_COOKIE_NAME } from "@larder/shared";
import type { FastifyRequest } from "fastify";
import type { UserWithGroup } from "../users/users.repository.js";
import { type AuthService, couldNotValidate } from "./auth.service.js";

declare module "fastify" {
  interface FastifyRequest {
    currentUser?: UserWithGroup;
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

/** A request hook that admits signed-in users only and records who they are on the request. */
export function requireUser(auth: AuthService) {
  return async (request: FastifyRequest): Promise<void> => {
    const token = presentedToken(request);
    if (!token) throw couldNotValidate();
    request.currentUser = await auth.authenticate(token);
  };
}

/** The signed-in user of a route guarded by `requireUser`. */
export function currentUser(request: FastifyRequest): UserWithGroup {
  if (!request.currentUser) throw couldNotValidate();
  return request.currentUser;
}
