import fs from 'node:fs';
import path from 'node:path';

// A new data folder starts as a copy of the cluster image `npm start`'s build step made (scripts/server-build.mjs):
// initdb and the migrations, run once per build instead of at every first start (about 3 s of initdb alone).
// The copy is made aside and renamed into place, so an interrupted copy never looks like a database.
// Returns whether the folder was made from the image; without an image, or for a folder that already holds
// anything, PGlite starts as it always did.
export function placeClusterImage(image: string, dataDir: string): boolean {
  if (!fs.existsSync(path.join(image, 'PG_VERSION'))) return false;
  if (fs.existsSync(dataDir) && fs.readdirSync(dataDir).length > 0) return false;
  fs.mkdirSync(path.dirname(dataDir), { recursive: true });
  const scratch = `${dataDir}.image-${process.pid}`;
  fs.rmSync(scratch, { recursive: true, force: true });
  fs.cpSync(image, scratch, { recursive: true });
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.renameSync(scratch, dataDir);
  return true;
}
