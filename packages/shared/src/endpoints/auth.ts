import { LogoutResponse, TokenRequest, TokenResponse } from "../contracts/auth.js";
import { defineEndpoints } from "./define.js";

const tags = ["Users: Authentication"];

/** `/api/auth`: signing in and out; the session travels in a cookie the server sets. */
export const authEndpoints = defineEndpoints({
  getToken: {
    method: "POST",
    path: "/api/auth/token",
    tags,
    summary: "Sign in with a username or e-mail and a password",
    // Mealie's web app posts a multipart form, its other clients URL-encoded, Larder's web app JSON.
    // Back from its own OpenID Connect sign-in, Mealie v1.12's web app posts nothing (see auth.routes.ts).
    body: TokenRequest.nullable().transform((form) => form ?? TokenRequest.parse({})),
    response: TokenResponse,
  },
  refreshToken: {
    method: "GET",
    path: "/api/auth/refresh",
    tags,
    response: TokenResponse,
  },
  startOidcSignIn: {
    method: "GET",
    path: "/api/auth/oauth",
    tags,
    summary: "Sign in with the OpenID Connect provider: redirects the browser there",
  },
  finishOidcSignIn: {
    method: "GET",
    path: "/api/auth/oauth/callback",
    tags,
    summary: "Where the OpenID Connect provider sends the browser back: signs in and redirects to the app",
  },
  logout: {
    method: "POST",
    path: "/api/auth/logout",
    tags,
    response: LogoutResponse,
  },
});
