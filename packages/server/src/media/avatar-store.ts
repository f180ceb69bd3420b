import fs from "node:fs/promises";
import path from "node:path";
import { HttpError } from "../http/errors.js";

const AVATAR_SIZE_PX = 256;
export const AVATAR_FILE_NAME = "profile.webp";

/** Users' profile pictures, kept as square WebP files under DATA_DIR/users/{id}/. */
export class AvatarStore {
  constructor(private readonly dataDir: string) {}

  pathOf(userId: string): string {
    return path.join(this.dataDir, "users", userId, AVATAR_FILE_NAME);
  }

  /** Converts any image sharp reads; anything else is refused with "Image upload failed". */
  async save(userId: string, image: Buffer): Promise<void> {
    // sharp (libvips) loads on the first upload, not at start-up: most processes never need it.
    const { default: sharp } = await import("sharp");
    let webp: Buffer;
    try {
      webp = await sharp(image, { limitInputPixels: 50_000_000 })
        .rotate()
        .resize(AVATAR_SIZE_PX, AVATAR_SIZE_PX, { fit: "cover" })
        .webp({ quality: 82 })
        .toBuffer();
    } catch {
      throw new HttpError(400, "errors.media.imageUploadFailed");
    }
    const target = this.pathOf(userId);
    await fs.mkdir(path.dirname(target), { recursive: true });
    // Written aside and renamed, so a reader never sees half a file; the name is unique across the
    // instances sharing the data folder (in containers, each may well be process 1).
    const partial = `${target}.${process.pid}.${Math.random().toString(36).slice(2)}.partial`;
    await fs.writeFile(partial, webp);
    await fs.rename(partial, target);
  }

  async remove(userId: string): Promise<void> {
    await fs.rm(path.dirname(this.pathOf(userId)), { recursive: true, force: true });
  }
}
