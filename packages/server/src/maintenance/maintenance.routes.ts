import { operation } from "../http/operations.js";
import type { Services } from "../services.js";

/** The administrator's maintenance of the data folder and the server's log, and the local analytics. */
export function maintenanceRoutes({ maintenance }: Services) {
  return [
    operation("getMaintenanceSummary", "admin", () => maintenance.summary()),
    operation("getStorageDetails", "admin", () => maintenance.storage()),
    operation("cleanTemp", "admin", ({ actor }) => maintenance.cleanTemp(actor.locale)),
    operation("cleanImages", "admin", ({ actor }) => maintenance.cleanImages(actor.locale)),
    operation("cleanRecipeFolders", "admin", ({ actor }) => maintenance.cleanRecipeFolders(actor.locale)),
    operation("getLogs", "admin", ({ query }) => maintenance.logs(query.lines)),
    operation("cleanLogs", "admin", ({ actor }) => maintenance.cleanLogs(actor.locale)),
    operation("getAnalytics", "admin", () => maintenance.analytics()),
  ];
}
