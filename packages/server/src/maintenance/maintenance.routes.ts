import { operation } from "../http/operations.js";
import type { Services } from "../services.js";

/** The administrator's maintenance of the data folder and the server's log, and the local analytics. */
export function maintenanceRoutes({ maintenance }: Services) {
  return [
    operation("getMaintenanceSummary", "admin", () => maintenance.summary()),
    operation("getStorageDetails", "admin", () => maintenance.storage()),
    operation("cleanTemp", "admin", () => maintenance.cleanTemp()),
    operation("cleanImages", "admin", () => maintenance.cleanImages()),
    operation("cleanRecipeFolders", "admin", () => maintenance.cleanRecipeFolders()),
    operation("getLogs", "admin", ({ query }) => maintenance.logs(query.lines)),
    operation("cleanLogs", "admin", () => maintenance.cleanLogs()),
    operation("getAnalytics", "admin", () => maintenance.analytics()),
  ];
}
