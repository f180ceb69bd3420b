import fs from "node:fs";
import { isIP } from "node:net";
import type { ConnectionOptions } from "node:tls";
import type { Client, SearchOptions } from "ldapts";
import type { LdapSettings } from "../config/config.js";

/** The LDAP client is loaded by the first sign-in against the directory, not at start-up. */
const loadLdapClient = () => import("ldapts");

/** How long a connection and each operation may take: a slow directory fails one sign-in, not the server. */
export const DIRECTORY_TIME_LIMITS = { connectMs: 5_000, operationMs: 10_000 };

/** A directory entry that signed in: what Larder keeps of it. */
export interface DirectoryUser {
  username: string;
  fullName: string;
  email: string;
  admin: boolean;
}

/** The directory could not be asked (down, refused the query account, timed out, TLS failed). */
export class DirectoryUnavailableError extends Error {}

/** Why a sign-in that reached the directory was refused; logged, never shown (no account enumeration). */
export type DirectoryRefusal = "not-found" | "ambiguous" | "wrong-password" | "no-mail";

export type DirectoryAnswer = { user: DirectoryUser } | { refused: DirectoryRefusal };

/**
 * RFC 4515 escaping of a value placed in a search filter: the characters a filter gives meaning to
 * (`*`, `(`, `)`, `\`) and NUL become `\XX`, so `*)(uid=*` matches only itself.
 */
export function escapeFilterValue(value: string): string {
  return value.replace(/[\\*()\0]/g, (char) => `\\${char.charCodeAt(0).toString(16).padStart(2, "0")}`);
}

/**
 * Sign-in against an LDAP directory, the way Mealie does it: bind with the query account (or
 * anonymously), find exactly one entry whose id or mail attribute is the login and that matches
 * the user filter, bind as that entry with the password, and ask whether the entry matches the
 * admin filter. Every value from the user is escaped; every step has a time limit.
 */
export class LdapDirectory {
  private readonly tlsOptions: ConnectionOptions;

  constructor(
    private readonly settings: LdapSettings,
    private readonly limits = DIRECTORY_TIME_LIMITS,
  ) {
    this.tlsOptions = {
      rejectUnauthorized: !settings.tlsInsecure,
      ...(settings.tlsCaCertFile ? { ca: fs.readFileSync(settings.tlsCaCertFile) } : {}),
    };
  }

  get enabled(): boolean {
    return this.settings.enabled;
  }

  /** The filter that finds the user signing in as `login`. */
  searchFilter(login: string): string {
    const { idAttribute, mailAttribute, userFilter } = this.settings;
    const input = escapeFilterValue(login);
    const narrowed = userFilter
      ? userFilter
          .replaceAll("{id_attribute}", idAttribute)
          .replaceAll("{mail_attribute}", mailAttribute)
          .replaceAll("{input}", input)
      : "";
    return `(&(|(${idAttribute}=${input})(${mailAttribute}=${input}))${narrowed})`;
  }

  async authenticate(login: string, password: string): Promise<DirectoryAnswer> {
    // An empty password would be an unauthenticated bind, which directories accept as anonymous.
    if (!login.trim() || !password) return { refused: "wrong-password" };
    const { idAttribute, nameAttribute, mailAttribute, adminFilter } = this.settings;
    return this.withQueryConnection(async (client) => {
      const { searchEntries } = await client.search(this.baseDn(), {
        scope: "sub",
        filter: this.searchFilter(login.trim()),
        attributes: [idAttribute, nameAttribute, mailAttribute],
        sizeLimit: 2,
        timeLimit: Math.ceil(this.limits.operationMs / 1000),
      } satisfies SearchOptions);
      if (searchEntries.length === 0) return { refused: "not-found" };
      if (searchEntries.length > 1) return { refused: "ambiguous" };
      const entry = searchEntries[0]!;

      const admin = adminFilter ? await this.matches(client, entry.dn, adminFilter) : false;
      try {
        await client.bind(entry.dn, password);
      } catch (error) {
        if (error instanceof (await loadLdapClient()).InvalidCredentialsError) return { refused: "wrong-password" };
        throw error;
      }

      const email = firstValue(entry[mailAttribute])?.trim().toLowerCase();
      if (!email) return { refused: "no-mail" };
      const username = firstValue(entry[idAttribute])?.trim() || login.trim();
      return { user: { username, fullName: firstValue(entry[nameAttribute])?.trim() || username, email, admin } };
    });
  }

  /** Whether the directory answers and the query account (or an anonymous search) is accepted. */
  async ready(): Promise<boolean> {
    if (!this.settings.enabled) return false;
    try {
      return await this.withQueryConnection(async (client) => {
        await client.search(this.baseDn(), { scope: "base", filter: "(objectClass=*)", attributes: ["1.1"] });
        return true;
      });
    } catch {
      return false;
    }
  }

  private baseDn(): string {
    return this.settings.baseDn ?? "";
  }

  private async matches(client: Client, dn: string, filter: string): Promise<boolean> {
    const { searchEntries } = await client.search(dn, { scope: "base", filter, attributes: ["1.1"] });
    return searchEntries.length > 0;
  }

  /** Runs `work` on a connection bound as the query account; any failure to talk becomes DirectoryUnavailableError. */
  private async withQueryConnection<T>(work: (client: Client) => Promise<T>): Promise<T> {
    const { serverUrl, startTls, queryBind, queryPassword } = this.settings;
    const { Client } = await loadLdapClient();
    const client = new Client({
      url: serverUrl ?? "",
      connectTimeout: this.limits.connectMs,
      timeout: this.limits.operationMs,
      // ldapts speaks TLS from the start whenever it is given TLS options: only for ldaps://.
      ...(serverUrl?.toLowerCase().startsWith("ldaps://") ? { tlsOptions: this.tlsOptions } : {}),
      strictDN: false,
    });
    try {
      // A copy (ldapts stores the socket in it), naming the host so its certificate is checked against it.
      if (startTls) await client.startTLS({ ...this.tlsOptions, ...serverIdentity(serverUrl ?? "") });
      if (queryBind) await client.bind(queryBind, queryPassword ?? "");
      return await work(client);
    } catch (error) {
      throw new DirectoryUnavailableError(error instanceof Error ? error.message : String(error), { cause: error });
    } finally {
      await client.unbind().catch(() => undefined);
    }
  }
}

/** The host a certificate must name; SNI only for a name, never an IP address. */
function serverIdentity(serverUrl: string): { host: string; servername?: string } {
  const host = new URL(serverUrl).hostname.replace(/^\[(.*)\]$/, "$1");
  return isIP(host) ? { host } : { host, servername: host };
}

function firstValue(value: string | string[] | Buffer | Buffer[] | undefined): string | undefined {
  const first = Array.isArray(value) ? value[0] : value;
  return first === undefined ? undefined : first.toString();
}
