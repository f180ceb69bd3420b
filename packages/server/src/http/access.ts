import type { FastifyInstance, FastifyRequest } from "fastify";
import { actorOf } from "../auth/authenticate.js";
import { HttpError } from "./errors.js";

/**
 * Who may call a route: anyone, any signed-in user, a signed-in user acting on their own group's
 * data, or an administrator. Every /api route declares one in `config.access`.
 */
export type Access = "public" | "user" | "group" | "admin";

declare module "fastify" {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyInstance {
    /** Every /api route with its declared access, for the permission and isolation test suites. */
    declaredRoutes: DeclaredRoute[];
  }
}

export interface DeclaredRoute {
  method: string;
  url: string;
  access: Access;
}

const requireAdmin = async (request: FastifyRequest): Promise<void> => {
  if (!actorOf(request).admin) throw new HttpError(403, "errors.auth.administratorRequired");
};

/**
 * Makes access control structural: registering an /api route without `config.access` fails at
 * start-up, and the guards a level needs run first, before the route's own hooks.
 */
export function registerAccessControl(
  app: FastifyInstance,
  requireUser: (request: FastifyRequest) => Promise<void>,
): void {
  app.decorate("declaredRoutes", []);
  app.addHook("onRoute", (route) => {
    if (!route.url.startsWith("/api/")) return;
    const access = route.config?.access;
    if (!access) throw new Error(`${route.method} ${route.url} declares no access level (config.access)`);
    for (const method of [route.method].flat()) {
      if (method !== "HEAD") app.declaredRoutes.push({ method, url: route.url, access });
    }
    if (access === "public") return;
    const guards = access === "admin" ? [requireUser, requireAdmin] : [requireUser];
    // onRequest, before the body is parsed and validated: an anonymous caller learns nothing but 401.
    route.onRequest = [...guards, ...[route.onRequest ?? []].flat()];
  });
}
