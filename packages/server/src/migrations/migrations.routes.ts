import { readMultipartForm } from "../http/multipart-form.js";
import { operation } from "../http/operations.js";
import type { Services } from "../services.js";

/** Form booleans as FastAPI reads them; anything else is false. */
const TRUE_WORDS = new Set(["true", "1", "yes", "on"]);

/** Migrations from other recipe apps: any member of a group moves an export's recipes into it. */
export function migrationsRoutes({ migrations, config }: Services) {
  return [
    operation("startDataMigration", "group", async ({ actor, request }) => {
      // An export with its pictures is larger than one recipe's zip: it may be as large as it may expand to.
      const form = await readMultipartForm(request, {
        fileField: "archive",
        maxFileBytes: config.archives.maxTotalBytes,
      });
      const archive = form.files.archive;
      return migrations.start(actor, {
        type: form.fields.migration_type,
        archive: archive?.content ?? Buffer.alloc(0),
        fileName: archive?.filename ?? "",
        addMigrationTag: TRUE_WORDS.has((form.fields.add_migration_tag ?? "").trim().toLowerCase()),
      });
    }),
  ];
}
