import fs from "node:fs/promises";
import path from "node:path";
import { HttpError } from "../http/errors.js";
import { recipeFolder } from "./recipe-folders.js";

/** The three renditions of a recipe's (or a timeline event's) image, as Mealie names them. */
export const IMAGE_FILE_NAMES = ["original.webp", "min-original.webp", "tiny-original.webp"] as const;
export type ImageFileName = (typeof IMAGE_FILE_NAMES)[number];

export function isImageFileName(name: string): name is ImageFileName {
  return (IMAGE_FILE_NAMES as readonly string[]).includes(name);
}

/** Longest side of `original.webp`: larger photos are scaled down, smaller ones are never enlarged. */
export const ORIGINAL_MAX_PX = 2048;
/** Width of `min-original.webp`, the one recipe cards and lists load. */
export const MIN_WIDTH_PX = 600;
/** `tiny-original.webp` is this square, cropped from the centre. */
export const TINY_PX = 300;

const WEBP_QUALITY = 80;
// Decompression bombs: a tiny file may claim to be gigapixels large.
const MAX_INPUT_PIXELS = 50_000_000;
/** The formats users upload from phones and the web; sharp reads AVIF as "heif". */
const ACCEPTED_FORMATS = new Set(["jpeg", "png", "webp", "gif", "heif"]);

export const imageRefused = () => new HttpError(400, "errors.media.imageUploadUnsupported");

export function recipeImagesFolder(dataDir: string, groupId: string, recipeId: string): string {
  return path.join(recipeFolder(dataDir, groupId, recipeId), "images");
}

export function timelineImagesFolder(dataDir: string, groupId: string, recipeId: string, eventId: string): string {
  return path.join(recipeImagesFolder(dataDir, groupId, recipeId), "timeline", eventId);
}

/** An image decoded and encoded into its three renditions, ready to be written. */
export interface PreparedImage {
  original: Buffer;
  min: Buffer;
  tiny: Buffer;
}

/** How `prepareImage` spends the machine. */
export interface PrepareOptions {
  /**
   * Encode the renditions one after another, so the image holds one thread of libuv's pool (and
   * one core) at a time rather than three: for background work (a migration's thousand pictures)
   * that must leave the CPU to the requests people are waiting for. A user's own upload leaves it
   * off and gets its three renditions at once.
   */
  background?: boolean;
}

/**
 * Decodes any accepted image and encodes the three WebP renditions; unreadable input is a 400.
 * Callers that must not write anything for a bad image prepare it before their other writes.
 */
export async function prepareImage(image: Buffer, options: PrepareOptions = {}): Promise<PreparedImage> {
  // sharp (libvips) loads on the first upload, not at start-up: most processes never need it.
  const { default: sharp } = await import("sharp");
  try {
    // Phones store the picture sideways with an orientation tag: each rendition is turned upright.
    // A new pipeline per rendition rather than `clone()`, which deep-copies every option on the
    // event loop; the input buffer itself is shared, not copied.
    const upright = () => sharp(image, { limitInputPixels: MAX_INPUT_PIXELS }).rotate();
    const metadata = await upright().metadata();
    if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format)) throw imageRefused();
    const encodeOriginal = () =>
      upright()
        .resize(ORIGINAL_MAX_PX, ORIGINAL_MAX_PX, { fit: "inside", withoutEnlargement: true })
        .webp({ quality: WEBP_QUALITY })
        .toBuffer();
    const encodeMin = () =>
      upright().resize({ width: MIN_WIDTH_PX, withoutEnlargement: true }).webp({ quality: WEBP_QUALITY }).toBuffer();
    const encodeTiny = () =>
      upright()
        .resize(TINY_PX, TINY_PX, { fit: "cover", position: "centre" })
        .webp({ quality: WEBP_QUALITY })
        .toBuffer();
    // A picture no wider than the min rendition and within the original's bounds comes out of both
    // resizes untouched: the two files are the same bytes, encoded once.
    const { width, height } = metadata.autoOrient ?? metadata;
    const minIsOriginal = width <= MIN_WIDTH_PX && Math.max(width, height) <= ORIGINAL_MAX_PX;
    if (options.background) {
      const original = await encodeOriginal();
      const min = minIsOriginal ? original : await encodeMin();
      return { original, min, tiny: await encodeTiny() };
    }
    const [original, min, tiny] = await Promise.all([
      encodeOriginal(),
      minIsOriginal ? null : encodeMin(),
      encodeTiny(),
    ]);
    return { original, min: min ?? original, tiny };
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw imageRefused();
  }
}

/** Written aside and renamed, so a reader never sees half a file. */
async function writeWhole(target: string, content: Buffer): Promise<void> {
  const partial = `${target}.${process.pid}.${Math.random().toString(36).slice(2)}.partial`;
  await fs.writeFile(partial, content);
  await fs.rename(partial, target);
}

/**
 * Stores `image` as the three renditions in `folder` and removes any other file there (older
 * uploads in other formats); sub-folders, such as the timeline's, are kept.
 */
async function storeRenditions(folder: string, image: Buffer | PreparedImage): Promise<void> {
  const renditions = Buffer.isBuffer(image) ? await prepareImage(image) : image;
  await fs.mkdir(folder, { recursive: true });
  await writeWhole(path.join(folder, "original.webp"), renditions.original);
  await writeWhole(path.join(folder, "min-original.webp"), renditions.min);
  await writeWhole(path.join(folder, "tiny-original.webp"), renditions.tiny);
  for (const entry of await fs.readdir(folder, { withFileTypes: true })) {
    if (entry.isFile() && !isImageFileName(entry.name) && !entry.name.endsWith(".partial")) {
      await fs.rm(path.join(folder, entry.name), { force: true });
    }
  }
}

/** Replaces a recipe's image with `image` (any accepted format); a file that is not one is refused with 400. */
export function writeRecipeImage(
  dataDir: string,
  groupId: string,
  recipeId: string,
  image: Buffer | PreparedImage,
): Promise<void> {
  return storeRenditions(recipeImagesFolder(dataDir, groupId, recipeId), image);
}

/** Stores the photo of a timeline event ("I made this") beside its recipe's image, in the same three sizes. */
export function writeTimelineEventImage(
  dataDir: string,
  groupId: string,
  recipeId: string,
  eventId: string,
  image: Buffer | PreparedImage,
): Promise<void> {
  return storeRenditions(timelineImagesFolder(dataDir, groupId, recipeId, eventId), image);
}

export async function removeTimelineEventImage(
  dataDir: string,
  groupId: string,
  recipeId: string,
  eventId: string,
): Promise<void> {
  await fs.rm(timelineImagesFolder(dataDir, groupId, recipeId, eventId), { recursive: true, force: true });
}

/** The recipe's image renditions, for copying them into an export or another recipe. */
export async function readRecipeImages(
  dataDir: string,
  groupId: string,
  recipeId: string,
): Promise<Partial<Record<ImageFileName, Buffer>>> {
  const folder = recipeImagesFolder(dataDir, groupId, recipeId);
  const found: Partial<Record<ImageFileName, Buffer>> = {};
  for (const name of IMAGE_FILE_NAMES) {
    const content = await fs.readFile(path.join(folder, name)).catch(() => null);
    if (content) found[name] = content;
  }
  return found;
}
