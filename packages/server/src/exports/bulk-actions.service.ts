import fs from "node:fs/promises";
import path from "node:path";
import type {
  AssignCategories,
  AssignSettings,
  AssignTags,
  DeleteRecipes,
  ExportRecipes,
  GroupDataExport,
} from "@larder/shared";
import type { z } from "zod";
import type { Actor } from "../auth/actor.js";
import { documentEvent } from "../events/domain-events.js";
import { HttpError } from "../http/errors.js";
import { translatorFor } from "../i18n/server-texts.js";
import { type OrganizerRefInput, resolveOrganizers } from "../organizers/named-refs.js";
import type { RecipesService } from "../recipes/recipes.service.js";
import type { Repositories } from "../repositories.js";
import type { BulkOrganizerKind, BulkRecipeRef, BulkRecipesRepository } from "./bulk-recipes.repository.js";
import { exportFileName, isInside, recipeFiles, removeQuietly } from "./exports.service.js";
import type { FileTokens } from "./file-tokens.js";
import type { GroupExportRow, GroupExportsRepository } from "./group-exports.repository.js";
import { recipeArchiveEntries } from "./recipe-archive.js";
import { ZipFileWriter } from "./zip.js";

/** Bulk exports are kept for a day, as in Mealie. */
const EXPORT_LIFETIME_MS = 24 * 60 * 60 * 1000;

export interface BulkResult {
  message: string;
  error: boolean;
}

type Parsed<T extends z.ZodType> = z.output<T>;

/** Mealie's human-readable sizes ("12.5 KB"). */
export function prettySize(bytes: number): string {
  const units = ["KB", "MB", "GB", "TB"];
  if (bytes < 1024) return `${bytes} bytes`;
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${Math.round(value * 100) / 100} ${units[unit]}`;
}

/** The owner and administrators may change a locked recipe and its lock (the recipes service's rule). */
const mayOverrideLock = (actor: Actor, recipe: BulkRecipeRef) => actor.admin || recipe.userId === actor.id;
const mayEdit = (actor: Actor, recipe: BulkRecipeRef) => !recipe.locked || mayOverrideLock(actor, recipe);

/**
 * Actions on many of the caller's group's recipes at once. Slugs that name no recipe of the group
 * (another group's, or none) are skipped, as are locked recipes the caller may not change; the
 * answer says how many recipes were changed.
 */
export class BulkActionsService {
  constructor(
    private readonly dataDir: string,
    private readonly repositories: Repositories,
    private readonly recipes: Pick<RecipesService, "getInGroup" | "delete">,
    private readonly tokens: FileTokens,
  ) {}

  tag(actor: Actor, body: Parsed<typeof AssignTags>): Promise<BulkResult> {
    return this.addOrganizers(actor, "tags", body.recipes, body.tags);
  }

  categorize(actor: Actor, body: Parsed<typeof AssignCategories>): Promise<BulkResult> {
    return this.addOrganizers(actor, "categories", body.recipes, body.categories);
  }

  /** Overwrites the settings of the recipes; the lock changes only where the caller owns the recipe (or is an admin). */
  async settings(actor: Actor, body: Parsed<typeof AssignSettings>): Promise<BulkResult> {
    const editable = (await this.bulkRecipes(actor).findBySlugs(body.recipes)).filter((recipe) =>
      mayEdit(actor, recipe),
    );
    const { settings } = body;
    const columns = (locked: boolean) => ({
      public: settings.public,
      show_nutrition: settings.showNutrition,
      show_assets: settings.showAssets,
      landscape_view: settings.landscapeView,
      disable_comments: settings.disableComments,
      disable_amount: settings.disableAmount,
      locked,
    });
    const lockable = editable.filter((recipe) => mayOverrideLock(actor, recipe));
    const keepLock = editable.filter((recipe) => !mayOverrideLock(actor, recipe));
    await this.repositories.inTransaction(actor.groupId, async ({ bulkRecipes }) => {
      if (lockable.length > 0) {
        await bulkRecipes.updateSettings(
          lockable.map((recipe) => recipe.id),
          columns(settings.locked),
        );
      }
      // Only unlocked recipes reach this list: the caller may not change their lock either.
      if (keepLock.length > 0) {
        await bulkRecipes.updateSettings(
          keepLock.map((recipe) => recipe.id),
          columns(false),
        );
      }
    });
    return {
      message: translatorFor(actor.locale)("messages.bulk.settingsUpdated", { count: editable.length }),
      error: false,
    };
  }

  /** Deletes the recipes (with their files, ratings, comments and shares) one by one. */
  async delete(actor: Actor, body: Parsed<typeof DeleteRecipes>): Promise<BulkResult> {
    const editable = (await this.bulkRecipes(actor).findBySlugs(body.recipes)).filter((recipe) =>
      mayEdit(actor, recipe),
    );
    let deleted = 0;
    for (const recipe of editable) {
      try {
        await this.recipes.delete(actor, recipe.id);
        deleted++;
      } catch (error) {
        // Gone already (a concurrent delete) or locked meanwhile: nothing left to do for it.
        if (!(error instanceof HttpError) || (error.statusCode !== 404 && error.statusCode !== 403)) throw error;
      }
    }
    return { message: translatorFor(actor.locale)("messages.bulk.recipesDeleted", { count: deleted }), error: false };
  }

  /**
   * Writes the recipes into one zip in the group's export folder (`recipes/{slug}/{slug}.json`,
   * its image and assets beside it), listed for a day. Done before answering, so the export is
   * listed as soon as the request returns.
   */
  async export(actor: Actor, body: Parsed<typeof ExportRecipes>): Promise<BulkResult> {
    const refs = await this.bulkRecipes(actor).findBySlugs(body.recipes);
    if (refs.length === 0) throw new HttpError(400, "errors.recipes.noRecipesOfGroup");
    const folder = this.exportFolder(actor.groupId);
    await fs.mkdir(folder, { recursive: true });
    const now = new Date();
    const filename = exportFileName(now);
    const file = path.join(folder, filename);
    const writer = new ZipFileWriter(file);
    try {
      for (const ref of refs) {
        const recipe = await this.recipes.getInGroup(actor.groupId, ref.id);
        const files = await recipeFiles(this.dataDir, recipe);
        for (const entry of recipeArchiveEntries(recipe, files, `recipes/${recipe.slug}/`)) await writer.add(entry);
      }
      await writer.finish();
    } catch (error) {
      writer.abort();
      await removeQuietly(file);
      throw error;
    }
    const { size } = await fs.stat(file);
    const name = translatorFor(actor.locale)("messages.bulk.exportName", { count: refs.length });
    await this.repositories.inTransaction(actor.groupId, async ({ exports, outbox }) => {
      await exports.insert({
        name,
        filename,
        path: path.relative(this.dataDir, file).split(path.sep).join("/"),
        size,
        expires: new Date(now.getTime() + EXPORT_LIFETIME_MS),
      });
      await outbox.record(documentEvent("data_export", "export", "info", { id: filename, name }, actor));
    });
    return {
      message: translatorFor(actor.locale)("messages.bulk.recipesExported", { count: refs.length }),
      error: false,
    };
  }

  /** GET /api/recipes/bulk-actions/export: the group's exports that have not expired (expired ones are removed). */
  async listExports(actor: Actor): Promise<GroupDataExport[]> {
    const exports = this.exports(actor);
    await this.removeFiles(await exports.deleteExpired(new Date()));
    return (await exports.list()).map(presentExport);
  }

  /** The daily purge: removes every group's expired exports, their rows and their files. */
  async purgeExpiredExports(now: Date): Promise<void> {
    for (const groupId of await this.repositories.expiredExports.groupsHoldingExpired(now)) {
      await this.removeFiles(await this.repositories.group(groupId).exports.deleteExpired(now));
    }
  }

  /** A download token for one of the group's exports, named by the `path` its listing gives. */
  async exportDownloadToken(actor: Actor, exportPath: string): Promise<{ fileToken: string }> {
    const row = await this.exports(actor).findByPath(exportPath);
    const file = path.resolve(this.dataDir, exportPath);
    if (!row || row.expires < new Date() || !isInside(this.exportFolder(actor.groupId), file)) {
      throw new HttpError(404, "errors.exports.exportNotFound");
    }
    return { fileToken: await this.tokens.issue({ kind: "file", path: row.path }) };
  }

  /** DELETE /api/recipes/bulk-actions/export/purge: removes all of the group's exports. */
  async purgeExports(actor: Actor): Promise<BulkResult> {
    const removed = await this.exports(actor).deleteAll();
    await this.removeFiles(removed);
    return {
      message: translatorFor(actor.locale)("messages.bulk.exportsRemoved", { count: removed.length }),
      error: false,
    };
  }

  /** The stored file a download token names, for GET /api/utils/download; 403 for a bad token. */
  async downloadable(token: string | undefined): Promise<string> {
    const grant = token ? await this.tokens.verify(token, "file") : null;
    if (!grant) throw new HttpError(403, "errors.exports.downloadLinkInvalid");
    const file = path.resolve(this.dataDir, grant.path);
    if (!isInside(this.dataDir, file)) throw new HttpError(404, "errors.exports.fileNotFound");
    return file;
  }

  private bulkRecipes(actor: Actor): BulkRecipesRepository {
    return this.repositories.group(actor.groupId).bulkRecipes;
  }

  private exports(actor: Actor): GroupExportsRepository {
    return this.repositories.group(actor.groupId).exports;
  }

  private exportFolder(groupId: string): string {
    return path.join(this.dataDir, "groups", groupId, "exports");
  }

  private async removeFiles(rows: GroupExportRow[]): Promise<void> {
    for (const row of rows) {
      const file = path.resolve(this.dataDir, row.path);
      if (isInside(this.exportFolder(row.group_id), file)) await removeQuietly(file);
    }
  }

  /**
   * Links the organizers to the recipes the caller may edit. Organizers are found as a recipe body
   * finds them (the group's own id, else the name folded) or created with a free slug.
   */
  private async addOrganizers(
    actor: Actor,
    kind: BulkOrganizerKind,
    slugs: string[],
    organizers: OrganizerRefInput[],
  ): Promise<BulkResult> {
    const editable = (await this.bulkRecipes(actor).findBySlugs(slugs)).filter((recipe) => mayEdit(actor, recipe));
    await this.repositories.inTransaction(actor.groupId, async ({ namedRefs, bulkRecipes }) => {
      const ids = await resolveOrganizers(namedRefs, kind, organizers);
      if (ids.length > 0 && editable.length > 0) {
        await bulkRecipes.addOrganizerLinks(
          kind,
          editable.map((recipe) => recipe.id),
          [...new Set(ids)],
        );
      }
    });
    const done = kind === "tags" ? "messages.bulk.recipesTagged" : "messages.bulk.recipesCategorized";
    return { message: translatorFor(actor.locale)(done, { count: editable.length }), error: false };
  }
}

function presentExport(row: GroupExportRow): GroupDataExport {
  return {
    id: row.id,
    groupId: row.group_id,
    name: row.name,
    filename: row.filename,
    path: row.path,
    size: prettySize(Number(row.size)),
    expires: row.expires.toISOString(),
  };
}
