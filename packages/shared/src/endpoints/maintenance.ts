import {
  MaintenanceCleaned,
  MaintenanceLogs,
  MaintenanceLogsQuery,
  MaintenanceStorageDetails,
  MaintenanceSummary,
  MealieAnalytics,
} from "../contracts/maintenance.js";
import { defineEndpoints } from "./define.js";

const tags = ["Admin: Maintenance"];

/** `/api/admin/maintenance` and `/api/admin/analytics`: the data folder, its clean-up and the server's log. */
export const maintenanceEndpoints = defineEndpoints({
  getMaintenanceSummary: {
    method: "GET",
    path: "/api/admin/maintenance",
    tags,
    response: MaintenanceSummary,
  },
  getStorageDetails: {
    method: "GET",
    path: "/api/admin/maintenance/storage",
    tags,
    response: MaintenanceStorageDetails,
  },
  cleanTemp: {
    method: "POST",
    path: "/api/admin/maintenance/clean/temp",
    tags,
    response: MaintenanceCleaned,
  },
  cleanImages: {
    method: "POST",
    path: "/api/admin/maintenance/clean/images",
    tags,
    response: MaintenanceCleaned,
  },
  cleanRecipeFolders: {
    method: "POST",
    path: "/api/admin/maintenance/clean/recipe-folders",
    tags,
    response: MaintenanceCleaned,
  },
  getLogs: {
    method: "GET",
    path: "/api/admin/maintenance/logs",
    tags,
    query: MaintenanceLogsQuery,
    response: MaintenanceLogs,
  },
  cleanLogs: {
    method: "POST",
    path: "/api/admin/maintenance/clean/logs",
    tags,
    response: MaintenanceCleaned,
  },
  getAnalytics: {
    method: "GET",
    path: "/api/admin/analytics",
    tags: ["Admin: Analytics"],
    response: MealieAnalytics,
    hidden: true,
  },
});
