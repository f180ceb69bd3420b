import { saveMultipartFile } from "../http/multipart-form.js";
import { operation } from "../http/operations.js";
import type { Services } from "../services.js";

/** `/api/admin/backups`: the server's own backups, for administrators. */
export function backupsRoutes({ backups }: Services) {
  return [
    operation("getAllBackups", "admin", () => backups.list()),
    operation("createBackup", "admin", async ({ actor }) => {
      const { message, error } = await backups.create("manual", actor.locale);
      return { message, error };
    }),
    operation("uploadBackup", "admin", ({ actor, request }) =>
      backups.upload(
        (target, maxFileBytes) => saveMultipartFile(request, { fileField: "archive", target, maxFileBytes }),
        actor.locale,
      ),
    ),
    operation("getBackupToken", "admin", ({ params }) => backups.token(params.file_name)),
    operation("deleteBackup", "admin", ({ actor, params }) => backups.delete(params.file_name, actor.locale)),
    operation("restoreBackup", "admin", ({ actor, params }) => backups.restore(params.file_name, actor.locale)),
  ];
}
