import { createHmac, randomBytes, randomUUID } from "node:crypto";
import { createLocalJWKSet, type JSONWebKeySet, jwtVerify, SignJWT } from "jose";
import type * as OpenId from "openid-client";
import type { Logger } from "pino";
import type { Config } from "../config/config.js";
import type { SafeFetcher } from "../outbound/safe-fetch.js";
import type { Repositories } from "../repositories.js";
import type { AuthService, IssuedSession } from "./auth.service.js";
import { hashPassword } from "./passwords.js";

/** The OpenID client is loaded by the first sign-in through a provider, not at start-up. */
const loadOpenIdClient = () => import("openid-client");
/** How long a visitor has at the provider's sign-in page before the flow must start again. */
const FLOW_MINUTES = 10;
/** How long the provider's discovery document (and with it its keys) is reused. */
const DISCOVERY_CACHE_MS = 30 * 60 * 1000;
/** Mealie's default groups claim, used when OIDC_GROUPS_CLAIM is not set. */
const DEFAULT_GROUPS_CLAIM = "groups";

/**
 * Why a provider sign-in failed, as the sign-in page names it: the callback redirects there with
 * the code, and the details stay in the server's log.
 */
export type OidcFailure =
  | "disabled"
  | "expired-flow"
  | "provider-refused"
  | "invalid-response"
  | "missing-claims"
  | "not-in-user-group"
  | "no-account"
  | "account-conflict";

export class OidcError extends Error {
  constructor(
    readonly failure: OidcFailure,
    message: string,
  ) {
    super(message);
  }
}

/** What the flow cookie holds between the redirect to the provider and its callback. */
interface PendingFlow {
  state: string;
  nonce: string;
  verifier: string;
}

export interface OidcStart {
  /** The provider's authorization URL to send the browser to. */
  url: string;
  /** The signed flow cookie's value. */
  flow: string;
  flowSeconds: number;
}

/**
 * OpenID Connect sign-in as a server-side client: authorization code with PKCE, state and nonce, the
 * ID token's signature checked against the provider's keys. The browser never sees a client secret
 * or a provider token; it leaves with a Larder session like a password sign-in's.
 *
 * The provider's address is the administrator's own configuration, so it is fetched through the one
 * outbound client with the "local" reach: a provider on the household's LAN or on the same machine
 * (behind a reverse proxy) is the usual set-up.
 */
export class OidcService {
  private discovered: { config: OpenId.Configuration; at: number } | null = null;
  private keys: { keySet: ReturnType<typeof createLocalJWKSet>; at: number } | null = null;
  private readonly flowKey: Uint8Array;

  constructor(
    private readonly config: Config,
    private readonly repositories: Repositories,
    private readonly auth: AuthService,
    private readonly fetcher: SafeFetcher,
    tokenSecret: Uint8Array,
    private readonly log: Logger,
  ) {
    // A key of its own: a flow cookie can never pass for a session token, nor the reverse.
    this.flowKey = createHmac("sha256", tokenSecret).update("larder oidc flow").digest();
  }

  get ready(): boolean {
    const { oidc } = this.config;
    return oidc.enabled && oidc.configurationUrl !== null && oidc.clientId !== null;
  }

  /** The address the provider sends the browser back to; it is registered with the provider. */
  get redirectUri(): string {
    return `${this.config.baseUrl}/api/auth/oauth/callback`;
  }

  async start(): Promise<OidcStart> {
    const configuration = await this.configuration();
    const client = await loadOpenIdClient();
    const flow: PendingFlow = {
      state: client.randomState(),
      nonce: client.randomNonce(),
      verifier: client.randomPKCECodeVerifier(),
    };
    const url = client.buildAuthorizationUrl(configuration, {
      redirect_uri: this.redirectUri,
      scope: this.scopes(),
      state: flow.state,
      nonce: flow.nonce,
      code_challenge: await client.calculatePKCECodeChallenge(flow.verifier),
      code_challenge_method: "S256",
    });
    const signed = await new SignJWT({ ...flow })
      .setProtectedHeader({ alg: "HS256" })
      .setIssuedAt()
      .setExpirationTime(`${FLOW_MINUTES}m`)
      .sign(this.flowKey);
    return { url: url.href, flow: signed, flowSeconds: FLOW_MINUTES * 60 };
  }

  /**
   * Finishes the flow the provider called back for: exchanges the code, checks the ID token, and
   * signs the account in, creating it on a first sign-in when sign-up is allowed.
   */
  async finish(callbackUrl: URL, flowCookie: string | undefined): Promise<IssuedSession> {
    const error = callbackUrl.searchParams.get("error");
    if (error) {
      throw new OidcError(
        "provider-refused",
        `the provider refused: ${error} ${callbackUrl.searchParams.get("error_description") ?? ""}`,
      );
    }
    const flow = await this.readFlow(flowCookie);
    const configuration = await this.configuration();
    const client = await loadOpenIdClient();
    let claims: Record<string, unknown>;
    try {
      const tokens = await client.authorizationCodeGrant(configuration, callbackUrl, {
        pkceCodeVerifier: flow.verifier,
        expectedState: flow.state,
        expectedNonce: flow.nonce,
        idTokenExpected: true,
      });
      const idClaims = tokens.claims();
      if (!idClaims) throw new Error("no ID token");
      claims = { ...(await this.userInfo(configuration, tokens.access_token, idClaims.sub)), ...idClaims };
    } catch (cause) {
      this.forgetProvider();
      throw new OidcError("invalid-response", `the provider's answer failed its checks: ${describe(cause)}`);
    }
    const userId = await this.accountFor(claims);
    return this.auth.issueSession(userId, this.config.oidc.rememberMe);
  }

  /**
   * Mealie v1.12's web app ran the flow in the browser and hands over the provider's ID token (in a
   * cookie, on POST /api/auth/token). Its signature, issuer, audience and expiry are checked here;
   * its nonce was the browser's own and cannot be.
   */
  async signInWithIdToken(idToken: string): Promise<IssuedSession> {
    const configuration = await this.configuration();
    const { oidc } = this.config;
    let claims: Record<string, unknown>;
    try {
      ({ payload: claims } = await jwtVerify(idToken.replace(/^Bearer\s+/i, ""), await this.keySet(configuration), {
        issuer: configuration.serverMetadata().issuer,
        audience: oidc.clientId as string,
        algorithms: [oidc.signingAlgorithm],
        requiredClaims: ["exp", "iat", "sub"],
        clockTolerance: 30,
      }));
    } catch (cause) {
      this.forgetProvider();
      throw new OidcError("invalid-response", `the ID token failed its checks: ${describe(cause)}`);
    }
    return this.auth.issueSession(await this.accountFor(claims), oidc.rememberMe);
  }

  /** The account the claims name: matched, updated to the groups' admin flag, or created. */
  private async accountFor(claims: Record<string, unknown>): Promise<string> {
    const { oidc } = this.config;
    const key = text(claims[oidc.userClaim]);
    const email = text(claims.email);
    const username = text(claims.preferred_username) ?? text(claims.nickname) ?? email;
    const fullName = text(claims.name) ?? username;
    if (!key || !email || !username) {
      throw new OidcError("missing-claims", `the ID token lacks ${oidc.userClaim}, email or preferred_username`);
    }

    const groups = groupsOf(claims[oidc.groupsClaim ?? DEFAULT_GROUPS_CLAIM]);
    const admin = oidc.adminGroup !== null && groups.includes(oidc.adminGroup);
    if (oidc.userGroup !== null && !groups.includes(oidc.userGroup) && !admin) {
      throw new OidcError("not-in-user-group", `${key} is not in the group ${oidc.userGroup}`);
    }

    const { users, groups: groupsRepository } = this.repositories;
    const existing = oidc.userClaim === "sub" ? await users.findByLogin(email) : await users.findByLogin(key);
    if (existing) {
      // Anyone may type any address at some providers: an unverified one takes over no account.
      if (claims.email_verified === false && existing.email === email.toLowerCase()) {
        throw new OidcError("account-conflict", `${email} is not verified by the provider`);
      }
      if (oidc.adminGroup !== null && existing.admin !== admin) await users.update(existing.id, { admin });
      return existing.id;
    }
    if (!oidc.signupEnabled) throw new OidcError("no-account", `no account matches ${key} and sign-up is off`);
    if ((await users.usernameTaken(username)) || (await users.emailTaken(email))) {
      throw new OidcError("account-conflict", `another account already uses the username ${username}`);
    }
    const group = await groupsRepository.findByNameIgnoringCase(this.config.defaultGroup);
    if (!group) throw new OidcError("account-conflict", `the default group ${this.config.defaultGroup} does not exist`);
    const id = randomUUID();
    const now = new Date();
    await users.create({
      id,
      group_id: group.id,
      username,
      full_name: fullName,
      email,
      // Never used to sign in: the account signs in at the provider. Random, so no guess matches it.
      password: await hashPassword(randomBytes(32).toString("base64url")),
      auth_method: "OIDC",
      admin,
      cache_key: randomUUID().slice(0, 8),
      created_at: now,
      update_at: now,
    });
    this.log.info({ username }, "created an account on its first OpenID Connect sign-in");
    return id;
  }

  private scopes(): string {
    const groupsClaim = this.config.oidc.groupsClaim;
    return ["openid", "profile", "email", ...(groupsClaim ? [groupsClaim] : [])].join(" ");
  }

  private async readFlow(cookie: string | undefined): Promise<PendingFlow> {
    try {
      if (!cookie) throw new Error("no flow cookie");
      const { payload } = await jwtVerify(cookie, this.flowKey, { algorithms: ["HS256"] });
      const { state, nonce, verifier } = payload;
      if (typeof state !== "string" || typeof nonce !== "string" || typeof verifier !== "string") {
        throw new Error("a malformed flow cookie");
      }
      return { state, nonce, verifier };
    } catch (cause) {
      throw new OidcError("expired-flow", `the sign-in flow cannot be resumed: ${describe(cause)}`);
    }
  }

  /** The userinfo claims, which some providers (Authelia) keep out of the ID token; none when it fails. */
  private async userInfo(
    configuration: OpenId.Configuration,
    accessToken: string,
    subject: string,
  ): Promise<Record<string, unknown>> {
    if (!configuration.serverMetadata().userinfo_endpoint) return {};
    const client = await loadOpenIdClient();
    try {
      return { ...(await client.fetchUserInfo(configuration, accessToken, subject)) };
    } catch (cause) {
      this.log.warn({ err: cause }, "the OpenID provider's userinfo endpoint failed; using the ID token alone");
      return {};
    }
  }

  /**
   * After a check fails, the provider's configuration and keys are read again at the next sign-in:
   * a provider that rotated its signing keys (or was set up anew) is not refused for half an hour.
   */
  private forgetProvider(): void {
    this.discovered = null;
    this.keys = null;
  }

  /** The provider's signing keys, kept as long as its configuration. */
  private async keySet(configuration: OpenId.Configuration): Promise<ReturnType<typeof createLocalJWKSet>> {
    if (this.keys && Date.now() - this.keys.at < DISCOVERY_CACHE_MS) return this.keys.keySet;
    const jwksUri = configuration.serverMetadata().jwks_uri;
    if (!jwksUri) throw new OidcError("invalid-response", "the provider publishes no signing keys");
    try {
      const answer = await this.outboundFetch(jwksUri, {
        method: "GET",
        headers: { accept: "application/json" },
      } as never);
      if (!answer.ok) throw new Error(`the provider's keys answered ${answer.status}`);
      const keySet = createLocalJWKSet((await answer.json()) as JSONWebKeySet);
      this.keys = { keySet, at: Date.now() };
      return keySet;
    } catch (cause) {
      throw new OidcError("invalid-response", `the provider's keys could not be read: ${describe(cause)}`);
    }
  }

  /** The provider's configuration, discovered once and kept for half an hour (as Mealie does). */
  private async configuration(): Promise<OpenId.Configuration> {
    if (!this.ready) throw new OidcError("disabled", "OpenID Connect sign-in is not configured");
    if (this.discovered && Date.now() - this.discovered.at < DISCOVERY_CACHE_MS) return this.discovered.config;
    const { oidc } = this.config;
    const url = new URL(oidc.configurationUrl as string);
    const client = await loadOpenIdClient();
    try {
      const configuration = await client.discovery(
        url,
        oidc.clientId as string,
        { id_token_signed_response_alg: oidc.signingAlgorithm },
        oidc.clientSecret ? client.ClientSecretBasic(oidc.clientSecret) : client.None(),
        {
          [client.customFetch]: this.outboundFetch,
          execute: [
            client.enableNonRepudiationChecks,
            // Plain HTTP only when the administrator configured it: a provider on the LAN or in tests.
            ...(url.protocol === "http:" ? [client.allowInsecureRequests] : []),
          ],
        },
      );
      this.discovered = { config: configuration, at: Date.now() };
      return configuration;
    } catch (cause) {
      throw new OidcError(
        "invalid-response",
        `the provider's discovery document could not be read: ${describe(cause)}`,
      );
    }
  }

  /** openid-client's requests, made by the one outbound client (a time limit, a size cap, no redirects). */
  private readonly outboundFetch: OpenId.CustomFetch = async (url, options) => {
    const body = options.body instanceof URLSearchParams ? options.body.toString() : options.body;
    const answer = await this.fetcher.fetch(url, {
      method: options.method as "GET" | "POST",
      body: typeof body === "string" ? body : body ? Buffer.from(body as Uint8Array) : undefined,
      headers: options.headers,
      maxRedirects: 0,
      maxBytes: 1024 * 1024,
      reach: "local",
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      // The fetcher has decoded the body already.
      if (name === "content-encoding" || name === "content-length") continue;
      for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) headers.append(name, one);
    }
    const empty = answer.status === 204 || answer.status === 304;
    return new Response(empty ? null : new Uint8Array(answer.body), { status: answer.status, headers });
  };
}

function text(value: unknown): string | null {
  return typeof value === "string" && value.trim() ? value.trim() : null;
}

/** A groups claim is a list of names; some providers send a single name. */
function groupsOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((group): group is string => typeof group === "string");
  return typeof value === "string" ? [value] : [];
}

/** The failure and what caused it, for the log: openid-client wraps the precise reason. */
function describe(cause: unknown): string {
  if (!(cause instanceof Error)) return String(cause);
  const code = (cause as { code?: unknown }).code;
  const own = typeof code === "string" ? `${cause.message} (${code})` : cause.message;
  return cause.cause instanceof Error ? `${own}: ${describe(cause.cause)}` : own;
}
