import { saveMultipartFile } from "../http/multipart-form.js";
import { operation } from "../http/operations.js";
import type { Services } from "../services.js";

/** `/api/admin/backups`: the server's own backups, for administrators. */
export function backupsRoutes({ backups }: Services) {
  return [
    operation("getAllBackups", "admin", () => backups.list()),
    operation("createBackup", "admin", async () => {
      const { message, error } = await backups.create();
      return { message, error };
    }),
    operation("uploadBackup", "admin", ({ request }) =>
      backups.upload((target, maxFileBytes) =>
        saveMultipartFile(request, { fileField: "archive", target, maxFileBytes }),
      ),
    ),
    operation("getBackupToken", "admin", ({ params }) => backups.token(params.file_name)),
    operation("deleteBackup", "admin", ({ params }) => backups.delete(params.file_name)),
    operation("restoreBackup", "admin", ({ params }) => backups.restore(params.file_name)),
  ];
}
