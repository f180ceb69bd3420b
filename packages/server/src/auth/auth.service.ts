import { randomUUID } from "node:crypto";
import { LOCKOUT_HOURS, MAX_LOGIN_ATTEMPTS, REMEMBER_ME_DAYS } from "@larder/shared";
import type { Logger } from "pino";
import type { Config } from "../config/config.js";
import type { GroupsRepository } from "../groups/groups.repository.js";
import { HttpError } from "../http/errors.js";
import type { ApiTokensRepository } from "../users/api-tokens.repository.js";
import type { UserRow, UsersRepository } from "../users/users.repository.js";
import { type AccessTokens, hashApiToken } from "./access-tokens.js";
import { type Actor, actorFromUser } from "./actor.js";
import { DirectoryUnavailableError, type DirectoryUser, type LdapDirectory } from "./ldap-directory.js";
import { hashPassword, needsRehash, verifyDecoy, verifyPassword } from "./passwords.js";
import type { SessionsRepository } from "./sessions.repository.js";

const HOUR_SECONDS = 60 * 60;
const LOCKOUT_MS = LOCKOUT_HOURS * HOUR_SECONDS * 1000;

export const invalidCredentials = () =>
  new HttpError(401, "errors.auth.invalidCredentials", undefined, { "www-authenticate": "Bearer" });
export const couldNotValidate = () =>
  new HttpError(401, "errors.auth.couldNotValidateCredentials", undefined, { "www-authenticate": "Bearer" });

export const directoryUnavailable = () => new HttpError(503, "errors.auth.directoryUnreachable");

/** What sign-in needs beyond the accounts: the directory, when LDAP is configured, and where to create its users. */
export interface DirectorySignIn {
  directory: LdapDirectory;
  groups: GroupsRepository;
  log: Logger;
}

export interface IssuedSession {
  token: string;
  lifetimeSeconds: number;
}

/**
 * Password sign-in with lockout, sessions and their tokens, and resolving a presented token to its user.
 *
 * A session is a row of `user_sessions` named by its token's `jti`, rather than a per-user version
 * stamped into every token: a version can only end all of a user's sessions at once, while signing
 * out ends one and a password change keeps the caller's own. Checking the row costs nothing extra:
 * it joins the read of the user that every request already made.
 */
export class AuthService {
  constructor(
    private readonly users: UsersRepository,
    private readonly apiTokens: ApiTokensRepository,
    private readonly sessions: SessionsRepository,
    private readonly tokens: AccessTokens,
    private readonly config: Config,
    private readonly ldap: DirectorySignIn | null = null,
  ) {}

  /**
   * Password sign-in. With LDAP on, as in Mealie, a login that names no local account, or names an
   * LDAP account, is checked against the directory; local accounts keep their own password.
   */
  async signIn(identifier: string, password: string, rememberMe: boolean): Promise<IssuedSession> {
    const user = identifier.trim() ? await this.users.findByLogin(identifier) : undefined;
    if (this.ldap?.directory.enabled && (!user || user.auth_method === "LDAP")) {
      return this.signInWithDirectory(this.ldap, identifier, password, user, rememberMe);
    }
    if (user?.auth_method !== "Mealie") {
      await verifyDecoy(password);
      throw invalidCredentials();
    }

    await this.refuseIfLocked(user);
    if (!(await verifyPassword(password, user.password))) await this.refuseFailedAttempt(user);

    if (user.login_attempts > 0 || needsRehash(user.password)) {
      await this.users.update(user.id, {
        login_attempts: 0,
        ...(needsRehash(user.password) ? { password: await hashPassword(password) } : {}),
      });
    }
    return this.issueSession(user.id, rememberMe);
  }

  private async signInWithDirectory(
    ldap: DirectorySignIn,
    identifier: string,
    password: string,
    known: UserRow | undefined,
    rememberMe: boolean,
  ): Promise<IssuedSession> {
    if (known) await this.refuseIfLocked(known);
    let answer: Awaited<ReturnType<LdapDirectory["authenticate"]>>;
    try {
      answer = await ldap.directory.authenticate(identifier, password);
    } catch (error) {
      if (!(error instanceof DirectoryUnavailableError)) throw error;
      ldap.log.error({ err: error }, "LDAP sign-in: the directory cannot be reached");
      throw directoryUnavailable();
    }
    if ("refused" in answer) {
      ldap.log.info({ login: identifier, reason: answer.refused }, "LDAP sign-in refused");
      if (known) await this.refuseFailedAttempt(known);
      throw invalidCredentials();
    }
    const userId = await this.directoryAccount(ldap, answer.user, known);
    return this.issueSession(userId, rememberMe);
  }

  /** The account of a directory user: created at the first sign-in, name, e-mail and admin refreshed at each. */
  private async directoryAccount(ldap: DirectorySignIn, entry: DirectoryUser, known: UserRow | undefined) {
    const adminFilter = this.config.ldap.adminFilter !== null;
    const account =
      known ?? (await this.users.findByLogin(entry.username)) ?? (await this.users.findByLogin(entry.email));
    if (account && account.auth_method !== "LDAP") {
      ldap.log.warn({ login: entry.username }, "LDAP sign-in refused: a local account has this username or e-mail");
      throw new HttpError(409, "errors.auth.localAccountExists");
    }
    if (account) {
      const emailFree = entry.email === account.email || !(await this.users.emailTaken(entry.email, account.id));
      await this.users.update(account.id, {
        full_name: entry.fullName,
        ...(emailFree ? { email: entry.email } : {}),
        ...(adminFilter ? { admin: entry.admin } : {}),
        login_attempts: 0,
        locked_at: null,
        update_at: new Date(),
      });
      return account.id;
    }
    const group = await ldap.groups.findByNameIgnoringCase(this.config.defaultGroup);
    if (!group) throw new HttpError(409, "errors.auth.defaultGroupMissing", { group: this.config.defaultGroup });
    const now = new Date();
    const id = randomUUID();
    const row = {
      id,
      group_id: group.id,
      username: entry.username,
      full_name: entry.fullName,
      email: entry.email,
      // Never checked: the directory holds the password. A random one keeps local sign-in shut.
      password: await hashPassword(randomUUID()),
      auth_method: "LDAP",
      admin: entry.admin,
      cache_key: randomUUID().slice(0, 8),
      created_at: now,
      update_at: now,
    } as const;
    try {
      await this.users.create(row);
    } catch (error) {
      // Two first sign-ins at once: the other made the account.
      const made = await this.users.findByLogin(entry.username);
      if (made?.auth_method === "LDAP") return made.id;
      throw error;
    }
    ldap.log.info({ username: entry.username, admin: entry.admin }, "LDAP sign-in created an account");
    return id;
  }

  private async refuseIfLocked(user: UserRow): Promise<void> {
    const lockedUntil = user.locked_at ? user.locked_at.getTime() + LOCKOUT_MS : 0;
    if (lockedUntil > Date.now()) {
      throw new HttpError(423, "errors.auth.accountLocked");
    }
    if (user.locked_at) {
      await this.users.update(user.id, { locked_at: null, login_attempts: 0 });
    }
  }

  /** Counts a wrong password, locking the account at the limit, and refuses the sign-in. */
  private async refuseFailedAttempt(user: UserRow): Promise<never> {
    const attempts = await this.users.recordFailedLogin(user.id);
    if (attempts >= MAX_LOGIN_ATTEMPTS) await this.users.update(user.id, { locked_at: new Date() });
    throw invalidCredentials();
  }

  /** Starts a new session of the user and forgets those of theirs that have expired. */
  async issueSession(userId: string, rememberMe = false): Promise<IssuedSession> {
    const lifetimeSeconds = rememberMe ? REMEMBER_ME_DAYS * 24 * HOUR_SECONDS : this.config.tokenHours * HOUR_SECONDS;
    const now = new Date();
    const session = { id: randomUUID(), userId, expiresAt: new Date(now.getTime() + lifetimeSeconds * 1000) };
    await this.sessions.deleteExpired(userId, now);
    await this.sessions.create(session);
    return { token: await this.tokens.issueSession(userId, session.id, session.expiresAt), lifetimeSeconds };
  }

  /**
   * The hourly lift: clears the lock and the failed attempts of accounts locked for longer than
   * the lockout. Sign-in already ignores an expired lock; this keeps the account list truthful.
   */
  async liftExpiredLockouts(now: Date): Promise<number> {
    return this.users.unlock(new Date(now.getTime() - LOCKOUT_MS));
  }

  /** Ends the session a token belongs to. No token, an API token or an invalid one has no session to end. */
  async signOut(token: string | undefined): Promise<void> {
    const claims = token ? await this.tokens.verify(token) : null;
    if (claims?.kind === "session") await this.sessions.delete(claims.userId, claims.sessionId);
  }

  /**
   * The actor a session or API token speaks for. An ended session, a revoked API token or a deleted
   * user is refused: each is one indexed read (two for an API token), on every request.
   */
  async authenticate(token: string, locale: string | null = null): Promise<Actor> {
    const claims = await this.tokens.verify(token);
    if (!claims) throw couldNotValidate();
    if (claims.kind === "session") {
      const user = await this.users.findBySession(claims.userId, claims.sessionId);
      if (!user) throw couldNotValidate();
      return actorFromUser(user, claims.sessionId, locale);
    }
    if (!(await this.apiTokens.isActive(claims.userId, claims.tokenId, hashApiToken(token)))) throw couldNotValidate();
    const user = await this.users.findById(claims.userId);
    if (!user) throw couldNotValidate();
    return actorFromUser(user, null, locale);
  }
}
