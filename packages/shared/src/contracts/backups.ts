import { z } from "zod";
import { BACKUP_FILE_NAME_MESSAGE, BACKUP_NAME_DOT_MESSAGE } from "../validation/messages.js";

/**
 * A backup's file name as the routes take it: one name inside the backups folder, never a path.
 * Letters, digits, dots, dashes, underscores, spaces and parentheses; it ends in `.zip`.
 */
export const BackupFileName = z
  .string()
  .max(200)
  .regex(/^[\w\-. ()]+\.zip$/, BACKUP_FILE_NAME_MESSAGE)
  .refine((name) => !name.startsWith("."), BACKUP_NAME_DOT_MESSAGE);

export const BackupFileNameParam = z.object({ file_name: BackupFileName });

/** One backup in the backups folder; `size` is human-readable text, as in Mealie ("1.2 MB"). */
export const BackupFile = z.object({
  name: z.string(),
  date: z.string(),
  size: z.string(),
});
export type BackupFile = z.infer<typeof BackupFile>;

/** The backups, newest first; `templates` is kept for Mealie clients and is always empty. */
export const AllBackups = z.object({
  imports: z.array(BackupFile),
  templates: z.array(z.string()),
});
export type AllBackups = z.infer<typeof AllBackups>;

/** The kinds of things a restore's report counts, each the rows of one table (or the stored files). */
export const RestoredKind = z.enum([
  "users",
  "groups",
  "recipes",
  "categories",
  "tags",
  "tools",
  "foods",
  "units",
  "labels",
  "cookbooks",
  "comments",
  "timelineEvents",
  "ratings",
  "mealPlans",
  "shoppingLists",
  "shoppingListItems",
  "files",
  "otherRows",
]);
export type RestoredKind = z.infer<typeof RestoredKind>;

/**
 * What a restore answers: Mealie's success message, and the report of what came in, per kind,
 * and of what the backup held that Larder has no place for (`leftOut`, free text from the reader).
 * The same report is kept among the reports (category "restore") of each administrator's group in
 * the restored data; `reportIds` names them.
 */
export const RestoreResult = z.object({
  message: z.string(),
  error: z.boolean(),
  restored: z.array(z.object({ kind: RestoredKind, count: z.number().int() })),
  leftOut: z.array(z.object({ kind: z.string(), count: z.number().int(), reason: z.string() })),
  reportIds: z.array(z.string()),
});
export type RestoreResult = z.infer<typeof RestoreResult>;
