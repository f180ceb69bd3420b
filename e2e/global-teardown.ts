import fs from "node:fs";

/** Removes the throw-away data folder that the config created for this run's server. */
export default function removeDataDir(): void {
  const dataDir = process.env.LARDER_E2E_DATA_DIR;
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
}
