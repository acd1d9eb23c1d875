import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// The demo platform as a cluster image, made by the build beside the empty one (scripts/server-build.mjs runs
// server/make-demo-image.ts): a new data folder that is to hold the demo data starts as a copy of it, instead of the
// empty image and then the demo seed's 326 statements (about 1.5 s of a first start, issue 22 point 5). Absent when the
// server runs from TypeScript: the folder is then seeded as before.
export const DEMO_IMAGE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'pg-demo');

/** Where the build writes the day it made the demo image on. */
export const demoImageStamp = (image: string) => `${image}.json`;

/**
 * The demo image if it was made on `day` (the park's day, contract/park-calendar.ts), else null. Its rows carry the
 * moment of their seed (created at, this year's events of a company's life tree): from an image of another day a new
 * folder's demo would start days old, so it is seeded afresh instead.
 */
export function demoImageOf(image: string, day: string): string | null {
  try {
    const made = JSON.parse(fs.readFileSync(demoImageStamp(image), 'utf8')) as { day?: unknown };
    return made.day === day && fs.existsSync(path.join(image, 'PG_VERSION')) ? image : null;
  } catch {
    return null;
  }
}
