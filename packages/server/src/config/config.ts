import fs from "node:fs";
import path from "node:path";
import { DEFAULT_THEME, THEME_KEYS, type ThemeKey } from "@larder/shared";
import { z } from "zod";
import type { ArchiveLimits } from "../exports/zip.js";
import type { TimeOfDay } from "../jobs/schedule.js";

const MEBIBYTE = 1024 * 1024;

const booleanVariable = z
  .enum(["true", "false", "1", "0", "yes", "no", "on", "off", "TRUE", "FALSE", "True", "False"])
  .transform((value) => ["true", "1", "yes", "on"].includes(value.toLowerCase()));

const integerVariable = (min: number, max: number) =>
  z.string().regex(/^\d+$/, "must be a whole number").transform(Number).pipe(z.number().int().min(min).max(max));

const hexColour = z
  .string()
  .regex(/^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/, "must be a hex colour like #E58325");

const logLevel = z
  .string()
  .transform((value) => value.toLowerCase())
  .pipe(z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]))
  .transform((value) => value);

/** HH:MM on a 24-hour clock (a single-digit hour too, as in 7:30). */
const timeOfDay = z
  .string()
  .regex(/^([01]?\d|2[0-3]):[0-5]\d$/, "must be a time of day as HH:MM, from 00:00 to 23:59")
  .transform((value): TimeOfDay => {
    const [hour, minute] = value.split(":").map(Number) as [number, number];
    return { hour, minute };
  });

/** An attribute name (uid, sAMAccountName) or numeric OID, as RFC 4512 spells them. */
const ldapAttribute = z
  .string()
  .trim()
  .regex(/^([A-Za-z][A-Za-z0-9-]*|\d+(\.\d+)+)$/, "must be an LDAP attribute name such as uid or mail");

/**
 * A search filter: parentheses added when left out, as Mealie does, and required to balance so a
 * typo stops start-up rather than every sign-in.
 */
const ldapFilter = z
  .string()
  .trim()
  .min(1)
  .transform((value) => (value.startsWith("(") ? value : `(${value})`))
  .refine(balancedParentheses, "must be an LDAP filter such as (memberOf=cn=larder,ou=groups,dc=example,dc=org)");

function balancedParentheses(filter: string): boolean {
  let depth = 0;
  for (let index = 0; index < filter.length; index += 1) {
    const char = filter[index];
    if (char === "\\") index += 1;
    else if (char === "(") depth += 1;
    else if (char === ")" && --depth < 0) return false;
  }
  return depth === 0;
}

const themeVariables = Object.fromEntries(
  THEME_KEYS.map((key) => [themeVariableName(key), hexColour.optional()]),
) as Record<string, z.ZodOptional<typeof hexColour>>;

/** THEME_LIGHT_PRIMARY for lightPrimary, THEME_DARK_ERROR for darkError. */
function themeVariableName(key: ThemeKey): string {
  return `THEME_${key.replace(/([A-Z])/g, "_$1").toUpperCase()}`;
}

const environmentSchema = z.object({
  PORT: integerVariable(1, 65535).default(9000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  DB_ENGINE: z.enum(["sqlite", "postgres"]).optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
    .optional(),
  POSTGRES_USER: z.string().min(1).default("larder"),
  POSTGRES_PASSWORD: z.string().default("larder"),
  POSTGRES_SERVER: z.string().min(1).default("localhost"),
  POSTGRES_PORT: integerVariable(1, 65535).default(5432),
  POSTGRES_DB: z.string().min(1).default("larder"),
  BASE_URL: z.url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" }).optional(),
  TOKEN_TIME: integerVariable(1, 24 * 365).default(48),
  TOKEN_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  DEFAULT_GROUP: z.string().trim().min(1).default("Home"),
  DEFAULT_EMAIL: z.email("must be an e-mail address").default("changeme@example.com"),
  DEFAULT_PASSWORD: z.string().min(1).default("MyPassword"),
  ALLOW_SIGNUP: booleanVariable.default(false),
  IS_DEMO: booleanVariable.default(false),
  PRODUCTION: booleanVariable.default(true),
  LOG_LEVEL: logLevel.default("info"),
  SMTP_HOST: z.string().min(1).optional(),
  SMTP_PORT: integerVariable(1, 65535).default(587),
  SMTP_FROM_NAME: z.string().min(1).default("Larder"),
  SMTP_FROM_EMAIL: z.email("must be an e-mail address").optional(),
  SMTP_AUTH_STRATEGY: z
    .string()
    .transform((value) => value.toUpperCase())
    .pipe(z.enum(["TLS", "SSL", "NONE"]))
    .default("TLS"),
  SMTP_USER: z.string().min(1).optional(),
  SMTP_PASSWORD: z.string().min(1).optional(),
  OIDC_AUTH_ENABLED: booleanVariable.default(false),
  OIDC_CONFIGURATION_URL: z.url({ error: "must be a URL" }).optional(),
  OIDC_CLIENT_ID: z.string().min(1).optional(),
  OIDC_GROUPS_CLAIM: z.string().min(1).optional(),
  OIDC_PROVIDER_NAME: z.string().min(1).default("OAuth"),
  OIDC_AUTO_REDIRECT: booleanVariable.default(false),
  LDAP_AUTH_ENABLED: booleanVariable.default(false),
  LDAP_SERVER_URL: z
    .string()
    .regex(/^ldaps?:\/\/[^/\s]+\/?$/i, "must be an ldap:// or ldaps:// URL such as ldap://ldap.lan:389")
    .optional(),
  LDAP_TLS_INSECURE: booleanVariable.default(false),
  LDAP_TLS_CACERTFILE: z.string().min(1).optional(),
  LDAP_ENABLE_STARTTLS: booleanVariable.default(false),
  LDAP_BASE_DN: z.string().trim().min(1).optional(),
  LDAP_QUERY_BIND: z.string().trim().min(1).optional(),
  LDAP_QUERY_PASSWORD: z.string().optional(),
  LDAP_USER_FILTER: ldapFilter.optional(),
  LDAP_ADMIN_FILTER: ldapFilter.optional(),
  LDAP_ID_ATTRIBUTE: ldapAttribute.default("uid"),
  LDAP_NAME_ATTRIBUTE: ldapAttribute.default("name"),
  LDAP_MAIL_ATTRIBUTE: ldapAttribute.default("mail"),
  OIDC_SIGNUP_ENABLED: booleanVariable.default(true),
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  OIDC_ADMIN_GROUP: z.string().min(1).optional(),
  OIDC_USER_GROUP: z.string().min(1).optional(),
  OIDC_REMEMBER_ME: booleanVariable.default(false),
  OIDC_SIGNING_ALGORITHM: z
    .string()
    .regex(/^[A-Z]{2}(256|384|512)$|^EdDSA$/, "must be a JWS algorithm such as RS256")
    .default("RS256"),
  OIDC_USER_CLAIM: z
    .enum(["email", "preferred_username", "sub"], { error: "must be email, preferred_username or sub" })
    .default("email"),
  SCRAPER_ALLOW_PRIVATE_NETWORK: booleanVariable.default(false),
  // Below 4 GiB: the reader takes no ZIP64 archives, whose entries alone may be larger.
  ARCHIVE_MAX_ENTRY_MB: integerVariable(1, 4095).default(25),
  ARCHIVE_MAX_TOTAL_MB: integerVariable(1, 4095).default(100),
  // A zip without ZIP64 lists at most 65,535 entries.
  ARCHIVE_MAX_ENTRIES: integerVariable(1, 65535).default(10000),
  DAILY_SCHEDULE_TIME: timeOfDay.default({ hour: 23, minute: 45 }),
  BACKUP_SCHEDULE_TIME: timeOfDay.default({ hour: 3, minute: 30 }),
  // 0 turns the daily backup off; the one made before each restore is kept all the same.
  BACKUP_KEEP: integerVariable(0, 1000).default(7),
  // Below 4 GiB: backups are zips without ZIP64.
  BACKUP_MAX_MB: integerVariable(1, 4095).default(4095),
  // Tests only: a restore stops for good at this step (see RestoreStep), for a test to kill -9 it there.
  BACKUP_TEST_PAUSE_RESTORE_AT: z.string().min(1).optional(),
  ...themeVariables,
});

export type DatabaseSettings = { engine: "sqlite"; file: string } | { engine: "postgres"; connectionString: string };

/** TLS: STARTTLS on a plain connection (usually port 587); SSL: TLS from the start (usually 465); NONE: neither. */
export type SmtpAuthStrategy = "TLS" | "SSL" | "NONE";

export interface SmtpSettings {
  host: string | null;
  port: number;
  fromName: string;
  fromEmail: string | null;
  authStrategy: SmtpAuthStrategy;
  user: string | null;
  password: string | null;
}

export interface LdapSettings {
  enabled: boolean;
  serverUrl: string | null;
  /** Accept a server certificate that does not verify (self-signed, wrong name). */
  tlsInsecure: boolean;
  /** A PEM file of the authorities that sign the server's certificate, instead of the system's. */
  tlsCaCertFile: string | null;
  startTls: boolean;
  baseDn: string | null;
  /** The account searched with; none means an anonymous search. */
  queryBind: string | null;
  queryPassword: string | null;
  /** Narrows who may sign in; may use {id_attribute}, {mail_attribute} and {input} as Mealie's does. */
  userFilter: string | null;
  /** Users who match it on their own entry are administrators, refreshed at every sign-in. */
  adminFilter: string | null;
  idAttribute: string;
  nameAttribute: string;
  mailAttribute: string;
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  database: DatabaseSettings;
  baseUrl: string;
  /** Whether BASE_URL was given, rather than guessed from the port. */
  baseUrlSet: boolean;
  tokenHours: number;
  tokenSecret: string | undefined;
  defaultGroup: string;
  defaultEmail: string;
  defaultPassword: string;
  allowSignup: boolean;
  isDemo: boolean;
  production: boolean;
  logLevel: "fatal" | "error" | "warn" | "info" | "debug" | "trace" | "silent";
  smtp: SmtpSettings;
  oidc: {
    enabled: boolean;
    configurationUrl: string | null;
    clientId: string | null;
    groupsClaim: string | null;
    providerName: string;
    autoRedirect: boolean;
    /** Whether a first sign-in creates the account; otherwise only existing accounts may sign in. */
    signupEnabled: boolean;
    /** Null for a public client, which proves itself by PKCE alone. */
    clientSecret: string | null;
    adminGroup: string | null;
    userGroup: string | null;
    rememberMe: boolean;
    signingAlgorithm: string;
    /** The claim that names the account: its e-mail, its username, or the provider's subject. */
    userClaim: "email" | "preferred_username" | "sub";
  };
  /** Sign-in against a directory (LDAP_*); when enabled, the server URL and base DN are given. */
  ldap: LdapSettings;
  theme: Record<ThemeKey, string>;
  /** Whether outbound fetches (recipe pages, images) may reach loopback and private-network addresses. */
  allowPrivateNetwork: boolean;
  /** What an uploaded archive may hold once expanded. */
  archives: ArchiveLimits;
  /** When the daily jobs run, in the server's local time zone. */
  dailyScheduleTime: TimeOfDay;
  /** The server's own backups: when the daily one is made, how many automatic ones are kept, the largest one read. */
  backups: { scheduleTime: TimeOfDay; keep: number; maxBytes: number; testPauseRestoreAt?: string };
}

export class ConfigError extends Error {}

/** Reads the configuration from environment variables; an invalid value throws a ConfigError naming it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ""));
  const parsed = environmentSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const variable = issue.path.join(".");
      return `${variable}=${JSON.stringify(present[variable] ?? "")}: ${issue.message}`;
    });
    throw new ConfigError(`Invalid configuration:\n  ${problems.join("\n  ")}`);
  }
  const vars = parsed.data;
  const ldapProblems = ldapConfigurationProblems(vars, present);
  if (ldapProblems.length > 0) throw new ConfigError(`Invalid configuration:\n  ${ldapProblems.join("\n  ")}`);
  const dataDir = path.resolve(vars.DATA_DIR);
  const engine = vars.DB_ENGINE ?? (vars.DATABASE_URL ? "postgres" : "sqlite");
  const database: DatabaseSettings =
    engine === "sqlite"
      ? { engine, file: path.join(dataDir, "larder.db") }
      : {
          engine,
          connectionString:
            vars.DATABASE_URL ??
            `postgresql://${encodeURIComponent(vars.POSTGRES_USER)}:${encodeURIComponent(vars.POSTGRES_PASSWORD)}@${vars.POSTGRES_SERVER}:${vars.POSTGRES_PORT}/${encodeURIComponent(vars.POSTGRES_DB)}`,
        };
  const theme = Object.fromEntries(
    THEME_KEYS.map((key) => [
      key,
      (vars as unknown as Record<string, string | undefined>)[themeVariableName(key)] ?? DEFAULT_THEME[key],
    ]),
  ) as Record<ThemeKey, string>;

  return {
    port: vars.PORT,
    host: vars.HOST,
    dataDir,
    database,
    baseUrl: (vars.BASE_URL ?? `http://localhost:${vars.PORT}`).replace(/\/+$/, ""),
    baseUrlSet: vars.BASE_URL !== undefined,
    tokenHours: vars.TOKEN_TIME,
    tokenSecret: vars.TOKEN_SECRET,
    defaultGroup: vars.DEFAULT_GROUP,
    defaultEmail: vars.DEFAULT_EMAIL.toLowerCase(),
    defaultPassword: vars.DEFAULT_PASSWORD,
    allowSignup: vars.ALLOW_SIGNUP,
    isDemo: vars.IS_DEMO,
    production: vars.PRODUCTION,
    logLevel: vars.LOG_LEVEL,
    smtp: {
      host: vars.SMTP_HOST ?? null,
      port: vars.SMTP_PORT,
      fromName: vars.SMTP_FROM_NAME,
      fromEmail: vars.SMTP_FROM_EMAIL ?? null,
      authStrategy: vars.SMTP_AUTH_STRATEGY,
      user: vars.SMTP_USER ?? null,
      password: vars.SMTP_PASSWORD ?? null,
    },
    oidc: {
      enabled: vars.OIDC_AUTH_ENABLED,
      configurationUrl: vars.OIDC_CONFIGURATION_URL ?? null,
      clientId: vars.OIDC_CLIENT_ID ?? null,
      groupsClaim: vars.OIDC_GROUPS_CLAIM ?? null,
      providerName: vars.OIDC_PROVIDER_NAME,
      autoRedirect: vars.OIDC_AUTO_REDIRECT,
      signupEnabled: vars.OIDC_SIGNUP_ENABLED,
      clientSecret: vars.OIDC_CLIENT_SECRET ?? null,
      adminGroup: vars.OIDC_ADMIN_GROUP ?? null,
      userGroup: vars.OIDC_USER_GROUP ?? null,
      rememberMe: vars.OIDC_REMEMBER_ME,
      signingAlgorithm: vars.OIDC_SIGNING_ALGORITHM,
      userClaim: vars.OIDC_USER_CLAIM,
    },
    ldap: {
      enabled: vars.LDAP_AUTH_ENABLED,
      serverUrl: vars.LDAP_SERVER_URL ?? null,
      tlsInsecure: vars.LDAP_TLS_INSECURE,
      tlsCaCertFile: vars.LDAP_TLS_CACERTFILE ?? null,
      startTls: vars.LDAP_ENABLE_STARTTLS,
      baseDn: vars.LDAP_BASE_DN ?? null,
      queryBind: vars.LDAP_QUERY_BIND ?? null,
      queryPassword: vars.LDAP_QUERY_PASSWORD ?? null,
      userFilter: vars.LDAP_USER_FILTER ?? null,
      adminFilter: vars.LDAP_ADMIN_FILTER ?? null,
      idAttribute: vars.LDAP_ID_ATTRIBUTE,
      nameAttribute: vars.LDAP_NAME_ATTRIBUTE,
      mailAttribute: vars.LDAP_MAIL_ATTRIBUTE,
    },
    theme,
    allowPrivateNetwork: vars.SCRAPER_ALLOW_PRIVATE_NETWORK,
    archives: {
      maxEntryBytes: vars.ARCHIVE_MAX_ENTRY_MB * MEBIBYTE,
      maxTotalBytes: vars.ARCHIVE_MAX_TOTAL_MB * MEBIBYTE,
      maxEntries: vars.ARCHIVE_MAX_ENTRIES,
    },
    dailyScheduleTime: vars.DAILY_SCHEDULE_TIME,
    backups: {
      scheduleTime: vars.BACKUP_SCHEDULE_TIME,
      keep: vars.BACKUP_KEEP,
      maxBytes: vars.BACKUP_MAX_MB * MEBIBYTE,
      testPauseRestoreAt: vars.BACKUP_TEST_PAUSE_RESTORE_AT,
    },
  };
}

/** What the LDAP variables miss together, which no single variable's check can see. */
function ldapConfigurationProblems(
  vars: z.output<typeof environmentSchema>,
  present: Record<string, string | undefined>,
): string[] {
  if (!vars.LDAP_AUTH_ENABLED) return [];
  const problems: string[] = [];
  if (!vars.LDAP_SERVER_URL) problems.push("LDAP_SERVER_URL is required when LDAP_AUTH_ENABLED is true");
  if (!vars.LDAP_BASE_DN) problems.push("LDAP_BASE_DN is required when LDAP_AUTH_ENABLED is true");
  if (vars.LDAP_QUERY_BIND && !vars.LDAP_QUERY_PASSWORD) {
    problems.push("LDAP_QUERY_PASSWORD is required when LDAP_QUERY_BIND is given");
  }
  if (vars.LDAP_TLS_CACERTFILE && !fs.existsSync(vars.LDAP_TLS_CACERTFILE)) {
    problems.push(`LDAP_TLS_CACERTFILE=${JSON.stringify(present.LDAP_TLS_CACERTFILE)}: no such file`);
  }
  return problems;
}
