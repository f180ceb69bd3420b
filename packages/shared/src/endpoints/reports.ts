import { z } from "zod";
import { ReportListQuery, ReportOut, ReportSummary } from "../contracts/reports.js";
import { defineEndpoints } from "./define.js";
import { IdParam } from "./params.js";

const tags = ["Groups: Reports"];

/** `/api/groups/reports`: what the group's background jobs (bulk imports) did. */
export const reportEndpoints = defineEndpoints({
  getReports: {
    method: "GET",
    path: "/api/groups/reports",
    tags,
    query: ReportListQuery,
    response: z.array(ReportSummary),
  },
  getReport: {
    method: "GET",
    path: "/api/groups/reports/:item_id",
    tags,
    params: IdParam,
    response: ReportOut,
  },
  deleteReport: {
    method: "DELETE",
    path: "/api/groups/reports/:item_id",
    tags,
    params: IdParam,
    response: ReportOut,
  },
});
