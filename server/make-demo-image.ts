// The demo image's maker, run by the build in a process of its own once the server is compiled
// (scripts/server-build.mjs, server/db/demo-image.ts): the empty cluster image copied into the folder given, the demo
// platform seeded into it as a first start would, its statistics taken, the engine shut down cleanly, and the day of
// the seed written beside the folder.
import fs from 'node:fs';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { parkToday } from '@contract/park-calendar';
import { demoImageStamp } from './db/demo-image';
import { hashPassword } from './lib/password';
import { DEMO_PASSWORD, seedDemo } from './seed';

const folder = process.argv[2];
if (!folder) throw new Error('usage: make-demo-image <folder>');
const day = parkToday();
const database = await openDatabase(folder);
await database.migrate();
// analyze: a new folder then plans with statistics from its first call (the engine's upkeep would take them a
// minute after start).
if (!(await seedDemo(database.db, loadConfig({}), { passwordHash: await hashPassword(DEMO_PASSWORD), analyze: true }))) {
  throw new Error(`${folder} was not empty`);
}
await database.execScript('CHECKPOINT');
await database.close();
fs.writeFileSync(demoImageStamp(folder), `${JSON.stringify({ day })}\n`);
