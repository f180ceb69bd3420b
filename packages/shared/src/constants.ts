/** Business constants of the product specification (SPEC §9), shared by server and web. */

export const PRODUCT_NAME = "Larder";

export const TOAST_DURATION_MS = 2000;

export const SEARCH_DEBOUNCE_MS = 500;
export const QUICK_SEARCH_RESULTS = 20;
export const QUICK_SEARCH_MAX_WIDTH_PX = 988;
export const QUICK_SEARCH_RESULTS_MAX_HEIGHT_PX = 700;

/** perPage value meaning "all items" in list calls. */
export const ALL_ITEMS = -1;

export const DRAWER_WIDTH_PX = 240;
/** Below this width the navigation drawer starts closed. */
export const MOBILE_BREAKPOINT_PX = 760;

export const RATING_SCALE = 5;

/** Consecutive failed sign-ins after which an account is locked. */
export const MAX_LOGIN_ATTEMPTS = 5;
export const LOCKOUT_HOURS = 24;
export const REMEMBER_ME_DAYS = 14;

export const AUTH_COOKIE_NAME = "mealie.access_token";

/** The cookie in which the web app keeps its interface language, so the server renders pages in it. */
export const LOCALE_COOKIE_NAME = "larder_locale";

/**
 * The id of the element of a server-rendered page that holds, as JSON, the reads its markup was
 * made from: written by the server (server/src/http/server-render.ts), read by the web app before
 * it takes the markup over (web/src/main.tsx).
 */
export const SERVER_STATE_ELEMENT_ID = "larder-server-state";
