import { z } from "zod";

/**
 * The Mealie version whose API `GET /api/app/about` reports: clients of Mealie 2 check it (Home
 * Assistant's integration refuses a server older than 2.0.0; `aiomealie` picks `/api/recipes/create/url`
 * over `create-url` from it). Larder answers Mealie 1.12's paths and Mealie 2's household paths.
 * Larder's own version is in `/api/admin/about`.
 */
export const MEALIE_API_VERSION = "v2.0.0";

export const AppInfo = z.object({
  production: z.boolean(),
  /** `MEALIE_API_VERSION` here; Larder's own version in the admin's answer. */
  version: z.string(),
  demoStatus: z.boolean(),
  allowSignup: z.boolean(),
  defaultGroupSlug: z.string().nullable(),
  enableOidc: z.boolean(),
  oidcRedirect: z.boolean(),
  oidcProviderName: z.string(),
  enableOpenai: z.boolean(),
  enableOpenaiImageServices: z.boolean(),
  /** Mealie 2's: signing in with a password is always possible here. */
  allowPasswordLogin: z.boolean(),
});
export type AppInfo = z.infer<typeof AppInfo>;

export const THEME_KEYS = [
  "lightPrimary",
  "lightAccent",
  "lightSecondary",
  "lightSuccess",
  "lightInfo",
  "lightWarning",
  "lightError",
  "darkPrimary",
  "darkAccent",
  "darkSecondary",
  "darkSuccess",
  "darkInfo",
  "darkWarning",
  "darkError",
] as const;
export type ThemeKey = (typeof THEME_KEYS)[number];

/** Colours used when no THEME_* variable overrides them (the reference's defaults). */
export const DEFAULT_THEME: Record<ThemeKey, string> = {
  lightPrimary: "#E58325",
  lightAccent: "#007A99",
  lightSecondary: "#973542",
  lightSuccess: "#43A047",
  lightInfo: "#1976D2",
  lightWarning: "#FF6D00",
  lightError: "#EF5350",
  darkPrimary: "#E58325",
  darkAccent: "#007A99",
  darkSecondary: "#973542",
  darkSuccess: "#43A047",
  darkInfo: "#1976D2",
  darkWarning: "#FF6D00",
  darkError: "#EF5350",
};

export const AppTheme = z.object(
  Object.fromEntries(THEME_KEYS.map((key) => [key, z.string()])) as Record<ThemeKey, z.ZodString>,
);
export type AppTheme = z.infer<typeof AppTheme>;

export const AppStartupInfo = z.object({
  isFirstLogin: z.boolean(),
  isDemo: z.boolean(),
});
export type AppStartupInfo = z.infer<typeof AppStartupInfo>;

export const OidcInfo = z.object({
  configurationUrl: z.string().nullable(),
  clientId: z.string().nullable(),
  groupsClaim: z.string().nullable(),
});
export type OidcInfo = z.infer<typeof OidcInfo>;

/** Server facts for the administrator's site settings page. */
export const AdminAboutInfo = AppInfo.extend({
  versionLatest: z.string(),
  apiPort: z.number().int(),
  apiDocs: z.boolean(),
  dbType: z.string(),
  dbUrl: z.string().nullable(),
  defaultGroup: z.string(),
  buildId: z.string(),
  recipeScraperVersion: z.string(),
});
export type AdminAboutInfo = z.infer<typeof AdminAboutInfo>;

export const AppStatistics = z.object({
  totalRecipes: z.number().int(),
  totalUsers: z.number().int(),
  totalGroups: z.number().int(),
  uncategorizedRecipes: z.number().int(),
  untaggedRecipes: z.number().int(),
});
export type AppStatistics = z.infer<typeof AppStatistics>;

/**
 * Configuration checks of the site settings page. Larder's additions: `isSiteSecure` (BASE_URL on
 * https) and `defaultPasswordInUse` (an administrator still has the password the server started with).
 */
export const CheckAppConfig = z.object({
  defaultPasswordInUse: z.boolean(),
  emailReady: z.boolean(),
  ldapReady: z.boolean(),
  oidcReady: z.boolean(),
  enableOpenai: z.boolean(),
  baseUrlSet: z.boolean(),
  isSiteSecure: z.boolean(),
  isUpToDate: z.boolean(),
});
export type CheckAppConfig = z.infer<typeof CheckAppConfig>;
