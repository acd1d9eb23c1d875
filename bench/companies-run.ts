import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from '../scripts/harness';
import { ensureServerBuilt } from '../scripts/server-build.mjs';
import { benchCompanies } from './companies-bench';
import { companiesRows } from './companies-rows';
import { markdownTable } from './report';

// Only the companies-at-size rows of `npm run bench` (issue 13): npx tsx bench/companies-run.ts
// Prints the rows and writes the samples to bench/companies-results.json; the full run puts them in the README.
async function main(): Promise<void> {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'park-bench-'));
  process.env.TMPDIR = scratch;
  try {
    await ensureServerBuilt(ROOT, (message) => console.log(`[bench] ${message}`));
    const result = await benchCompanies({ AUTH_RATE_LIMIT: '1000000' });
    console.log(`seeded in ${result.seedS.toFixed(1)} s\n\n${markdownTable(companiesRows(result))}\n`);
    fs.writeFileSync(path.join(ROOT, 'bench', 'companies-results.json'), `${JSON.stringify({ date: new Date().toISOString(), ...result }, null, 2)}\n`);
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
