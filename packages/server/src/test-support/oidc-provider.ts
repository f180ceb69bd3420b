import http from "node:http";
import type { AddressInfo } from "node:net";
import { decodeJwt, exportJWK, generateKeyPair, type JWK, SignJWT } from "jose";
import Provider, { type Configuration } from "oidc-provider";

/** An account of the test provider: its subject and what its ID token says. */
export interface ProviderAccount {
  sub: string;
  email: string;
  name: string;
  preferred_username: string;
  groups: string[];
  /** True unless said otherwise. */
  email_verified?: boolean;
}

/** The provider's users: an administrator, a member of the user group, an outsider, and an unverified address. */
export const PROVIDER_ACCOUNTS: Record<string, ProviderAccount> = {
  ada: {
    sub: "ada",
    email: "ada@example.com",
    name: "Ada Admin",
    preferred_username: "ada",
    groups: ["larder-admins"],
  },
  uma: { sub: "uma", email: "uma@example.com", name: "Uma User", preferred_username: "uma", groups: ["larder-users"] },
  otto: {
    sub: "otto",
    email: "otto@example.com",
    name: "Otto Outsider",
    preferred_username: "otto",
    groups: ["other"],
  },
  // Claims the first administrator's address, which the provider has not verified.
  eve: {
    sub: "eve",
    email: "changeme@example.com",
    email_verified: false,
    name: "Eve",
    preferred_username: "eve",
    groups: ["larder-users"],
  },
};

export const PROVIDER_CLIENT_ID = "larder";

/**
 * How the token endpoint's answer is tampered with, as someone in the middle would: an ID token
 * signed by another key, one that has expired, or one for another nonce.
 */
export type Tampering = "forged" | "expired" | "other-nonce" | null;

export interface TestProvider {
  /** OIDC_CONFIGURATION_URL */
  configurationUrl: string;
  tampering: Tampering;
  /**
   * Follows the authorization URL through the provider's own login form as `login`, and returns the
   * URL the provider sends the browser back to.
   */
  signIn(authorizationUrl: string, login: string): Promise<URL>;
  /**
   * An ID token for `login` as the provider signs them for the client, as Mealie v1.12's web app got
   * it from a flow of its own; "forged" and "expired" as the tampering does.
   */
  idTokenFor(login: string, tampering?: "forged" | "expired"): Promise<string>;
  close(): Promise<void>;
}

/**
 * A real OpenID provider (`oidc-provider`) on loopback, with its development login form: any known
 * login signs in, without a consent screen. The client is public (PKCE) and may come back to
 * `redirectUris` only. It listens on `port` of 127.0.0.1 (any free one by default).
 */
export async function startTestProvider(redirectUris: string[], port = 0): Promise<TestProvider> {
  const { privateKey } = await generateKeyPair("RS256", { extractable: true });
  const signingKey: JWK = { ...(await exportJWK(privateKey)), kid: "test-key", alg: "RS256", use: "sig" };
  const foreign = await generateKeyPair("RS256", { extractable: true });

  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const configuration: Configuration = {
    clients: [
      {
        client_id: PROVIDER_CLIENT_ID,
        token_endpoint_auth_method: "none",
        redirect_uris: redirectUris,
        grant_types: ["authorization_code"],
        response_types: ["code"],
      },
    ],
    jwks: { keys: [signingKey as never] },
    cookies: { keys: ["a test provider's cookie key"] },
    claims: {
      openid: ["sub"],
      email: ["email", "email_verified"],
      profile: ["name", "preferred_username"],
      groups: ["groups"],
    },
    scopes: ["openid", "email", "profile", "groups"],
    conformIdTokenClaims: false,
    // Short lives, stated: the provider otherwise warns about each default.
    ttl: { Interaction: 600, Session: 600, Grant: 600, AccessToken: 600, IdToken: 600 },
    features: { devInteractions: { enabled: true } },
    async findAccount(_ctx, id) {
      const account = PROVIDER_ACCOUNTS[id];
      if (!account) return undefined;
      return { accountId: id, claims: async () => ({ email_verified: true, ...account }) };
    },
    // Every account has agreed already: no consent screen.
    async loadExistingGrant(ctx) {
      const { Grant } = ctx.oidc.provider;
      const grant = new Grant({ clientId: ctx.oidc.client?.clientId, accountId: ctx.oidc.session?.accountId });
      grant.addOIDCScope("openid email profile groups");
      grant.addOIDCClaims(["email", "email_verified", "name", "preferred_username", "groups"]);
      await grant.save();
      return grant;
    },
  };
  const provider = new Provider(issuer, configuration);
  const handle = provider.callback();

  const state: { tampering: Tampering } = { tampering: null };

  /** The ID token as the tampering wants it. */
  const tampered = async (idToken: string): Promise<string> => {
    const claims = decodeJwt(idToken);
    const now = Math.floor(Date.now() / 1000);
    if (state.tampering === "forged") {
      return new SignJWT(claims).setProtectedHeader({ alg: "RS256", kid: "test-key" }).sign(foreign.privateKey);
    }
    const changed =
      state.tampering === "expired" ? { ...claims, iat: now - 7200, exp: now - 3600 } : { ...claims, nonce: "another" };
    return new SignJWT(changed).setProtectedHeader({ alg: "RS256", kid: "test-key" }).sign(privateKey);
  };

  server.on("request", (request, response) => {
    if (state.tampering && request.method === "POST" && request.url?.startsWith("/token")) {
      const end = response.end.bind(response) as (chunk: string) => void;
      response.end = ((chunk: Buffer | string) => {
        const body = JSON.parse(chunk.toString());
        void tampered(body.id_token).then((idToken) => {
          const text = JSON.stringify({ ...body, id_token: idToken });
          response.setHeader("content-length", Buffer.byteLength(text));
          end(text);
        });
        return response;
      }) as typeof response.end;
    }
    void handle(request, response);
  });

  return {
    configurationUrl: `${issuer}/.well-known/openid-configuration`,
    get tampering() {
      return state.tampering;
    },
    set tampering(value: Tampering) {
      state.tampering = value;
    },
    async signIn(authorizationUrl, login) {
      const cookies = new Map<string, string>();
      const visit = async (url: string, form?: Record<string, string>) => {
        const response = await fetch(url, {
          method: form ? "POST" : "GET",
          redirect: "manual",
          headers: {
            cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join("; "),
            ...(form ? { "content-type": "application/x-www-form-urlencoded" } : {}),
          },
          body: form ? new URLSearchParams(form).toString() : undefined,
        });
        for (const line of response.headers.getSetCookie()) {
          const [pair = ""] = line.split(";");
          const at = pair.indexOf("=");
          cookies.set(pair.slice(0, at), pair.slice(at + 1));
        }
        return response;
      };
      let response = await visit(authorizationUrl);
      for (let hops = 0; hops < 10; hops++) {
        const location = response.headers.get("location");
        if (!location) throw new Error(`the provider answered ${response.status}: ${await response.text()}`);
        const next = new URL(location, issuer);
        if (next.origin !== issuer) return next;
        if (next.pathname.startsWith("/interaction/")) {
          await visit(next.href);
          response = await visit(next.href, { prompt: "login", login, password: "any" });
        } else {
          response = await visit(next.href);
        }
      }
      throw new Error("the provider redirected too often");
    },
    async idTokenFor(login, tampering) {
      const now = Math.floor(Date.now() / 1000);
      const expiry = tampering === "expired" ? { iat: now - 7200, exp: now - 3600 } : { iat: now, exp: now + 600 };
      const claims = { ...PROVIDER_ACCOUNTS[login], iss: issuer, aud: PROVIDER_CLIENT_ID, ...expiry };
      return new SignJWT(claims)
        .setProtectedHeader({ alg: "RS256", kid: "test-key" })
        .sign(tampering === "forged" ? foreign.privateKey : privateKey);
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
