import { AllBackups, BackupFileNameParam, RestoreResult } from "../contracts/backups.js";
import { SuccessResponse } from "../contracts/foods.js";
import { FileTokenResponse } from "../contracts/recipe-files.js";
import { defineEndpoints } from "./define.js";

const tags = ["Admin: Backups"];

/** `/api/admin/backups`: the server's own backups (every table and stored file), made, kept and restored. */
export const backupEndpoints = defineEndpoints({
  getAllBackups: {
    method: "GET",
    path: "/api/admin/backups",
    tags,
    response: AllBackups,
  },
  createBackup: {
    method: "POST",
    path: "/api/admin/backups",
    tags,
    response: SuccessResponse,
    status: 201,
  },
  /** A multipart form with the zip in `archive`: a Larder backup, or a Mealie v1 one. */
  uploadBackup: {
    method: "POST",
    path: "/api/admin/backups/upload",
    tags,
    multipart: true,
    response: SuccessResponse,
  },
  /** A short-lived token for `GET /api/utils/download?token=…`. */
  getBackupToken: {
    method: "GET",
    path: "/api/admin/backups/:file_name",
    tags,
    params: BackupFileNameParam,
    response: FileTokenResponse,
  },
  deleteBackup: {
    method: "DELETE",
    path: "/api/admin/backups/:file_name",
    tags,
    params: BackupFileNameParam,
    response: SuccessResponse,
  },
  /**
   * Replaces every table and stored file with the backup's, all or nothing; every session ends.
   * Answers what came in per kind and what was left out (also kept as a "restore" report).
   */
  restoreBackup: {
    method: "POST",
    path: "/api/admin/backups/:file_name/restore",
    tags,
    params: BackupFileNameParam,
    response: RestoreResult,
  },
});
