import { AUTH_COOKIE_NAME, LogoutResponse, TokenRequest, TokenResponse } from "@larder/shared";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Services } from "../services.js";
import type { IssuedSession } from "./auth.service.js";
import { actorOf } from "./authenticate.js";

const tags = ["Users: Authentication"];

export function authRoutes(services: Services): FastifyPluginAsyncZod {
  const secureCookie = services.config.baseUrl.startsWith("https://");

  const sendSession = (reply: FastifyReply, session: IssuedSession) => {
    reply.setCookie(AUTH_COOKIE_NAME, session.token, {
      httpOnly: true,
      sameSite: "lax",
      secure: secureCookie,
      path: "/",
      maxAge: session.lifetimeSeconds,
    });
    return { access_token: session.token, token_type: "bearer" as const };
  };

  return async (app) => {
    app.post(
      "/api/auth/token",
      {
        config: { access: "public" },
        schema: {
          operationId: "getToken",
          tags,
          summary: "Sign in with a username or e-mail and a password",
          body: TokenRequest,
          response: { 200: TokenResponse },
        },
      },
      async (request, reply) => {
        const { username, password, remember_me } = request.body;
        return sendSession(reply, await services.auth.signIn(username, password, remember_me));
      },
    );

    app.get(
      "/api/auth/refresh",
      {
        config: { access: "user" },
        schema: { operationId: "refreshToken", tags, response: { 200: TokenResponse } },
      },
      async (request, reply) => sendSession(reply, await services.auth.issueSession(actorOf(request).id)),
    );

    app.post(
      "/api/auth/logout",
      { config: { access: "public" }, schema: { operationId: "logout", tags, response: { 200: LogoutResponse } } },
      async (_request, reply) => {
        reply.clearCookie(AUTH_COOKIE_NAME, { path: "/" });
        return { message: "Logged out" };
      },
    );
  };
}
