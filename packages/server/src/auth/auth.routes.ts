import { AUTH_COOKIE_NAME } from "@larder/shared";
import type { FastifyReply, FastifyRequest } from "fastify";
import { HttpError } from "../http/errors.js";
import { operation } from "../http/operations.js";
import { requestTranslator } from "../http/request-locale.js";
import type { Services } from "../services.js";
import type { IssuedSession } from "./auth.service.js";
import { presentedToken } from "./authenticate.js";
import { OidcError } from "./oidc.service.js";

/** Holds state, nonce and PKCE verifier between the redirect to the provider and its callback. */
const OIDC_FLOW_COOKIE = "larder.oidc_flow";
const OIDC_FLOW_PATH = "/api/auth/oauth";
/** The cookies Mealie v1.12's web app (nuxt auth) keeps after its own provider sign-in. */
const MEALIE_STRATEGY_COOKIE = "mealie.auth.strategy";
const MEALIE_ID_TOKEN_COOKIE = "mealie.auth._id_token.oidc";

/** `/api/auth`: signing in and out, with a password or through the OpenID Connect provider. */
export function authRoutes({ auth, oidc, config }: Services) {
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

  /** Back to the sign-in page, which names the failure (and does not redirect to the provider again). */
  const refuseOidc = (request: FastifyRequest, reply: FastifyReply, error: unknown) => {
    if (!(error instanceof OidcError)) throw error;
    request.log.warn({ failure: error.failure, reason: error.message }, "OpenID Connect sign-in refused");
    reply.clearCookie(OIDC_FLOW_COOKIE, { path: OIDC_FLOW_PATH });
    return reply.redirect(`/login?direct=1&oidc_error=${error.failure}`, 302);
  };

  return [
    operation("getToken", "public", async ({ request, body, reply }) => {
      // Mealie v1.12's web app, back from the provider, posts no form: the ID token is in its cookies.
      const idToken = request.cookies[MEALIE_ID_TOKEN_COOKIE];
      if (request.cookies[MEALIE_STRATEGY_COOKIE] === "oidc" && idToken && !body.username && oidc.ready) {
        try {
          return sendSession(reply, await oidc.signInWithIdToken(decodeURIComponent(idToken)));
        } catch (error) {
          if (!(error instanceof OidcError)) throw error;
          request.log.warn({ failure: error.failure, reason: error.message }, "OpenID Connect sign-in refused");
          throw new HttpError(401, "errors.auth.couldNotValidateCredentials", undefined, {
            "www-authenticate": "Bearer",
          });
        }
      }
      return sendSession(reply, await auth.signIn(body.username, body.password, body.remember_me));
    }),
    operation("refreshToken", "user", async ({ actor, reply }) =>
      sendSession(reply, await auth.issueSession(actor.id)),
    ),
    operation("startOidcSignIn", "public", async ({ request, reply }) => {
      if (!oidc.ready) throw new HttpError(404, "errors.auth.oidcNotConfigured");
      try {
        const start = await oidc.start();
        reply.setCookie(OIDC_FLOW_COOKIE, start.flow, {
          httpOnly: true,
          // Lax: the provider's redirect back is a top-level GET, which carries it.
          sameSite: "lax",
          secure: secureCookie,
          path: OIDC_FLOW_PATH,
          maxAge: start.flowSeconds,
        });
        return reply.redirect(start.url, 302);
      } catch (error) {
        return refuseOidc(request, reply, error);
      }
    }),
    operation("finishOidcSignIn", "public", async ({ request, reply }) => {
      try {
        const callbackUrl = new URL(request.url, oidc.redirectUri);
        const session = await oidc.finish(callbackUrl, request.cookies[OIDC_FLOW_COOKIE]);
        reply.clearCookie(OIDC_FLOW_COOKIE, { path: OIDC_FLOW_PATH });
        sendSession(reply, session);
        return reply.redirect("/", 302);
      } catch (error) {
        return refuseOidc(request, reply, error);
      }
    }),
    operation("logout", "public", async ({ request, reply }) => {
      await auth.signOut(presentedToken(request));
      reply.clearCookie(AUTH_COOKIE_NAME, { path: "/" });
      return { message: requestTranslator(request)("messages.signedOut") };
    }),
  ];
}
