import { ReportListQuery, ReportOut, ReportSummary } from "@larder/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { actorOf } from "../auth/authenticate.js";
import { IdParam } from "../http/params.js";
import type { Services } from "../services.js";

const config = { access: "group" } as const;
const tags = ["Groups: Reports"];

/** `/api/groups/reports`: what the group's background jobs (bulk imports) did. */
export function reportsRoutes(services: Services): FastifyPluginAsyncZod {
  return async (app) => {
    const { reports } = services;
    app.get(
      "/api/groups/reports",
      {
        config,
        schema: {
          operationId: "getReports",
          tags,
          querystring: ReportListQuery,
          response: { 200: z.array(ReportSummary) },
        },
      },
      (request) => reports.list(actorOf(request), request.query.report_type),
    );
    app.get(
      "/api/groups/reports/:item_id",
      { config, schema: { operationId: "getReport", tags, params: IdParam, response: { 200: ReportOut } } },
      (request) => reports.get(actorOf(request), request.params.item_id),
    );
    app.delete(
      "/api/groups/reports/:item_id",
      { config, schema: { operationId: "deleteReport", tags, params: IdParam, response: { 200: ReportOut } } },
      (request) => reports.delete(actorOf(request), request.params.item_id),
    );
  };
}
