import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';

// The image sits next to the compiled server (dist-server/pg-image, scripts/server-build.mjs); it is absent when the
// server runs from TypeScript, and a new data folder is then made by initdb.
export const CLUSTER_IMAGE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'pg-image');

// The copy runs on a thread of its own: libuv's four threads also read the modules the server loads meanwhile, and
// copies queued there held those reads up (measured: slower than copying on this thread).
const COPY = `const { cpSync } = require('node:fs');
const { workerData } = require('node:worker_threads');
cpSync(workerData.from, workerData.to, { recursive: true });`;

function copyFolder(from: string, to: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(COPY, { eval: true, workerData: { from, to } });
    worker.once('error', reject);
    worker.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`copy exited with ${code}`))));
  });
}

// A new data folder starts as a copy of the cluster image `npm start`'s build step made: initdb and the migrations,
// run once per build instead of at every first start (about 3 s of initdb alone). The copy runs on a thread of its
// own, so the server's start overlaps it with loading its modules (issue 22 point 5); it is made aside and renamed into
// place, so an interrupted copy never looks like a database.
// Resolves to whether the folder was made from the image; without an image, or for a folder that already holds
// anything, PGlite starts as it always did.
export async function placeClusterImage(image: string, dataDir: string): Promise<boolean> {
  if (!fs.existsSync(path.join(image, 'PG_VERSION'))) return false;
  if (fs.existsSync(dataDir) && fs.readdirSync(dataDir).length > 0) return false;
  const scratch = `${dataDir}.image-${process.pid}`;
  await fs.promises.rm(scratch, { recursive: true, force: true });
  await copyFolder(image, scratch);
  await fs.promises.rm(dataDir, { recursive: true, force: true });
  await fs.promises.rename(scratch, dataDir);
  return true;
}
