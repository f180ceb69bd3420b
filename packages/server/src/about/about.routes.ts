import { operation } from "../http/operations.js";
import type { Services } from "../services.js";

/** `/api/app/about`: public facts about the server. */
export function aboutRoutes({ about }: Services) {
  return [
    operation("getAppInfo", "public", () => about.info()),
    operation("getAppTheme", "public", () => about.theme()),
    operation("getStartupInfo", "public", () => about.startupInfo()),
    operation("getOidcInfo", "public", () => about.oidc()),
  ];
}
