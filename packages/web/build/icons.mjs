// `node packages/web/build/icons.mjs`: draws the installable app's icons (public/icons/*.png) from
// public/favicon.svg. Run by hand when the favicon changes; the PNGs are committed, so that building
// the web app needs no image library. sharp comes with the server's packages.
import fs from "node:fs/promises";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const publicDir = fileURLToPath(new URL("../public/", import.meta.url));
const favicon = await fs.readFile(new URL("favicon.svg", `file://${publicDir}`));
const BRAND = "#E58325";

/** The favicon as it is: a rounded tile. */
async function plain(size) {
  return sharp(favicon, { density: (72 * size) / 24 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/**
 * A maskable icon: full-bleed brand colour with the glyph inside the middle 60%, the part every
 * launcher's mask (circle, squircle) keeps.
 */
async function maskable(size) {
  const glyph = Math.round(size * 0.6);
  const svg = favicon
    .toString()
    .replace(/<rect[^>]*\/>/, "")
    .replace("<title>Larder</title>", "");
  const inner = await sharp(Buffer.from(svg), { density: (72 * glyph) / 24 })
    .resize(glyph, glyph)
    .png()
    .toBuffer();
  return sharp({ create: { width: size, height: size, channels: 4, background: BRAND } })
    .composite([{ input: inner, gravity: "centre" }])
    .png({ compressionLevel: 9 })
    .toBuffer();
}

const icons = {
  "icon-192.png": await plain(192),
  "icon-512.png": await plain(512),
  "maskable-512.png": await maskable(512),
  "apple-touch-icon.png": await maskable(180),
};
for (const [name, png] of Object.entries(icons)) {
  await fs.writeFile(new URL(`icons/${name}`, `file://${publicDir}`), png);
  console.log(`icons/${name}: ${png.length} bytes`);
}
