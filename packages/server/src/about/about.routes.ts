import { AppInfo, AppStartupInfo, AppTheme, OidcInfo } from "@larder/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Services } from "../services.js";

const tags = ["App: About"];
const config = { access: "public" } as const;

export function aboutRoutes(services: Services): FastifyPluginAsyncZod {
  return async (app) => {
    app.get("/api/app/about", { config, schema: { operationId: "getAppInfo", tags, response: { 200: AppInfo } } }, () =>
      services.about.info(),
    );
    app.get(
      "/api/app/about/theme",
      { config, schema: { operationId: "getAppTheme", tags, response: { 200: AppTheme } } },
      async () => services.about.theme(),
    );
    app.get(
      "/api/app/about/startup-info",
      { config, schema: { operationId: "getStartupInfo", tags, response: { 200: AppStartupInfo } } },
      () => services.about.startupInfo(),
    );
    app.get(
      "/api/app/about/oidc",
      { config, schema: { operationId: "getOidcInfo", tags, response: { 200: OidcInfo } } },
      async () => services.about.oidc(),
    );
  };
}
