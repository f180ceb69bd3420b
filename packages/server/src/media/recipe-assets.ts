import fs from "node:fs/promises";
import path from "node:path";
import { recipeFolder } from "./recipe-folders.js";

/**
 * Asset file names as Larder writes them (a slug and an extension) and as Mealie's exports carry
 * them: no separator, no leading dot, so a name can never leave the assets folder.
 */
const SAFE_ASSET_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]*(\.[A-Za-z0-9_-]+)*$/;

export function isSafeAssetFileName(name: string): boolean {
  return name.length <= 255 && SAFE_ASSET_NAME.test(name);
}

export function recipeAssetsFolder(dataDir: string, groupId: string, recipeId: string): string {
  return path.join(recipeFolder(dataDir, groupId, recipeId), "assets");
}

/** Stores one of a recipe's files; written aside and renamed, so a reader never sees half a file. */
export async function writeRecipeAsset(
  dataDir: string,
  groupId: string,
  recipeId: string,
  fileName: string,
  content: Uint8Array,
): Promise<void> {
  if (!isSafeAssetFileName(fileName)) throw new Error(`unsafe asset file name ${JSON.stringify(fileName)}`);
  const folder = recipeAssetsFolder(dataDir, groupId, recipeId);
  await fs.mkdir(folder, { recursive: true });
  const target = path.join(folder, fileName);
  const partial = `${target}.${process.pid}.${Math.random().toString(36).slice(2)}.partial`;
  await fs.writeFile(partial, content);
  await fs.rename(partial, target);
}

/** The content of a recipe's asset, or null when the file is missing or its name is unsafe. */
export async function readRecipeAsset(
  dataDir: string,
  groupId: string,
  recipeId: string,
  fileName: string,
): Promise<Buffer | null> {
  if (!isSafeAssetFileName(fileName)) return null;
  return fs.readFile(path.join(recipeAssetsFolder(dataDir, groupId, recipeId), fileName)).catch(() => null);
}
