import path from "node:path";
import { type Recipe, RecipeUpdate, type RecipeUpdateParsed } from "@larder/shared";
import { HttpError } from "../http/errors.js";
import { refuseNulCharacters } from "../http/nul-characters.js";
import { isSafeAssetFileName } from "../media/recipe-assets.js";
import { type ArchiveLimits, BadArchive, unzipEntries, type ZipEntry } from "./zip.js";

/** The files of one recipe, as Mealie's recipe zip holds them: the recipe JSON, its image, its assets. */
export interface RecipeFiles {
  original: Buffer | null;
  assets: { fileName: string; content: Buffer }[];
}

/**
 * A recipe's entries in an archive, under `prefix`: `{slug}.json` (the recipe exactly as
 * GET /api/recipes/{slug} returns it), `original.webp` and `assets/{fileName}`. Mealie's single
 * recipe zip has the first two at its root; create-from-zip reads either.
 */
export function recipeArchiveEntries(recipe: Recipe, files: RecipeFiles, prefix = ""): ZipEntry[] {
  const entries: ZipEntry[] = [
    { name: `${prefix}${recipe.slug}.json`, content: Buffer.from(JSON.stringify(recipe, null, 2)) },
  ];
  if (files.original) entries.push({ name: `${prefix}original.webp`, content: files.original });
  for (const asset of files.assets) entries.push({ name: `${prefix}assets/${asset.fileName}`, content: asset.content });
  return entries;
}

const IMAGE = /\.(webp|jpe?g|png|gif|avif)$/i;

/** What create-from-zip found in an archive. */
export interface ParsedRecipeArchive {
  recipe: RecipeUpdateParsed;
  image: Buffer | null;
  assets: Map<string, Buffer>;
}

/**
 * Reads a recipe zip: its one JSON file (the recipe), its image (original.webp, else any image)
 * and the files of the assets the recipe lists. Anything else, or an archive beyond `limits`, is a
 * 400 with a message; nothing is written before the whole archive has been read and checked.
 */
export async function parseRecipeArchive(archive: Buffer, limits: ArchiveLimits): Promise<ParsedRecipeArchive> {
  const usable = (name: string) =>
    !name.endsWith("/") && !name.startsWith("__MACOSX/") && !path.posix.basename(name).startsWith(".");
  let entries: Map<string, Buffer>;
  try {
    entries = await unzipEntries(
      archive,
      (name) => usable(name) && (name.endsWith(".json") || IMAGE.test(name) || name.includes("assets/")),
      limits,
    );
  } catch (error) {
    if (error instanceof BadArchive)
      throw new HttpError(400, "errors.common.technicalDetail", { detail: error.message });
    throw error;
  }

  // The shallowest JSON file is the recipe: a Mealie zip has it at the root.
  const depth = (name: string) => name.split("/").length;
  const jsonNames = [...entries.keys()].filter((name) => name.endsWith(".json")).sort((a, b) => depth(a) - depth(b));
  const jsonName = jsonNames[0];
  if (!jsonName) throw new HttpError(400, "errors.exports.archiveHoldsNoRecipe");
  let json: unknown;
  try {
    json = JSON.parse((entries.get(jsonName) as Buffer).toString("utf8"));
  } catch {
    throw new HttpError(400, "errors.exports.archiveFileNotJson", { file: jsonName });
  }
  refuseNulCharacters(json, (path) =>
    path.length > 0
      ? { key: "errors.nulCharacter.archiveField", values: { field: path.join("."), file: jsonName } }
      : { key: "errors.nulCharacter.archiveFile", values: { file: jsonName } },
  );
  const parsed = RecipeUpdate.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new HttpError(400, "errors.exports.archiveFileNotRecipe", {
      file: jsonName,
      field: issue?.path.join(".") || "value",
      problem: issue?.message,
    });
  }
  if (!parsed.data.name) throw new HttpError(400, "errors.exports.archiveRecipeWithoutName", { file: jsonName });

  const folder = path.posix.dirname(jsonName) === "." ? "" : `${path.posix.dirname(jsonName)}/`;
  const images = [...entries.keys()].filter((name) => IMAGE.test(name) && !name.slice(folder.length).includes("/"));
  const imageName = images.find((name) => path.posix.basename(name) === "original.webp") ?? images[0];

  const assets = new Map<string, Buffer>();
  for (const asset of parsed.data.assets ?? []) {
    const fileName = asset.fileName;
    if (!fileName || !isSafeAssetFileName(fileName)) continue;
    const content = entries.get(`${folder}assets/${fileName}`);
    if (content) assets.set(fileName, content);
  }
  return { recipe: parsed.data, image: imageName ? (entries.get(imageName) ?? null) : null, assets };
}
