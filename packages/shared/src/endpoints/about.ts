import { AppInfo, AppStartupInfo, AppTheme, OidcInfo } from "../contracts/about.js";
import { defineEndpoints } from "./define.js";

const tags = ["App: About"];

/** `/api/app/about`: public facts about the server, read before anyone signs in. */
export const aboutEndpoints = defineEndpoints({
  getAppInfo: {
    method: "GET",
    path: "/api/app/about",
    tags,
    response: AppInfo,
  },
  getAppTheme: {
    method: "GET",
    path: "/api/app/about/theme",
    tags,
    response: AppTheme,
  },
  getStartupInfo: {
    method: "GET",
    path: "/api/app/about/startup-info",
    tags,
    response: AppStartupInfo,
  },
  getOidcInfo: {
    method: "GET",
    path: "/api/app/about/oidc",
    tags,
    response: OidcInfo,
  },
});
