import { z } from "zod";

export const AppInfo = z.object({
  production: z.boolean(),
  version: z.string(),
  demoStatus: z.boolean(),
  allowSignup: z.boolean(),
  defaultGroupSlug: z.string().nullable(),
  enableOidc: z.boolean(),
  oidcRedirect: z.boolean(),
  oidcProviderName: z.string(),
  enableOpenai: z.boolean(),
  enableOpenaiImageServices: z.boolean(),
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
