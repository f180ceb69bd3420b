import { AUTH_COOKIE_NAME } from "@larder/shared";
import type { FastifyReply } from "fastify";
import { operation } from "../http/operations.js";
import type { Services } from "../services.js";
import type { IssuedSession } from "./auth.service.js";
import { presentedToken } from "./authenticate.js";

/** `/api/auth`: signing in and out. */
export function authRoutes({ auth, config }: Services) {
  const secureCookie = config.baseUrl.startsWith("https://");

  /** Sets the session cookie every later call is authenticated by, and answers with its token. */
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

  return [
    operation("getToken", "public", async ({ body, reply }) =>
      sendSession(reply, await auth.signIn(body.username, body.password, body.remember_me)),
    ),
    operation("refreshToken", "user", async ({ actor, reply }) =>
      sendSession(reply, await auth.issueSession(actor.id)),
    ),
    operation("logout", "public", async ({ request, reply }) => {
      await auth.signOut(presentedToken(request));
      reply.clearCookie(AUTH_COOKIE_NAME, { path: "/" });
      return { message: "Logged out" };
    }),
  ];
}
