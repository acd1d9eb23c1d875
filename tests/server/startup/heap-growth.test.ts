import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../../../scripts/harness';
import { SERVER_NODE_ARGS } from '../../../scripts/server-node-args.mjs';

const run = promisify(execFile);

// What the lists under load do to the server's heap, in miniature: a live set of ~28 MB whose objects are replaced in
// turn, each outliving the young generation before it dies (as a request waiting its turn at the engine does). Prints
// the largest size the whole heap and its young generation reached, in MB.
const CHURN = `
  import v8 from 'node:v8';
  if (process.argv.includes('--capped')) (await import(${JSON.stringify(path.join(ROOT, 'server/lib/heap-growth.ts'))})).capHeapGrowth();
  const RING = 20_000;
  const ring = new Array(RING);
  const make = (i) => Array.from({ length: 16 }, (_, k) => ({ i, k, s: 'x' + k }));
  for (let i = 0; i < RING; i += 1) ring[i] = make(i);
  const peak = { heap: 0, young: 0 };
  const young = () => v8.getHeapSpaceStatistics().find((space) => space.space_name === 'new_space').space_size / 2 ** 20;
  for (let i = 0; i < 300_000; i += 1) {
    ring[(i * 7919) % RING] = make(i);
    if (i % 2000 === 0) peak.heap = Math.max(peak.heap, v8.getHeapStatistics().total_heap_size / 2 ** 20), peak.young = Math.max(peak.young, young());
  }
  console.log(JSON.stringify(peak));
`;

// The capped run is the server's: its node's options (scripts/server-node-args.mjs) and the cap main.ts sets.
async function peakHeap(capped: boolean): Promise<{ heap: number; young: number }> {
  // Only the capped run imports TypeScript (through tsx's loader).
  const args = capped ? [...SERVER_NODE_ARGS, '--import', 'tsx/esm', '--input-type=module', '-e', CHURN, '--', '--capped'] : ['--input-type=module', '-e', CHURN];
  const { stdout } = await run(process.execPath, args, { cwd: ROOT });
  return JSON.parse(stdout) as { heap: number; young: number };
}

// Issue 22 point 6: the server's heaps grow less past what they hold: the old generation's growth is capped by main.ts
// (capHeapGrowth), the young generation's size by its node's options (SERVER_NODE_ARGS). The whole heap's peak for this
// live set, uncapped → capped: Node 20 164–173 → 94–96 MB (its young generation 32 MB either way), Node 24 178–326 →
// 109 MB (its young generation 128 → 32 MB).
describe('the heap growth cap', () => {
  it('keeps a churning heap well below where V8 would let it grow', async () => {
    const [uncapped, capped] = await Promise.all([peakHeap(false), peakHeap(true)]);
    expect(capped.heap / uncapped.heap).toBeLessThan(0.75);
    expect(capped.young).toBeLessThanOrEqual(40);
  }, 60_000);
});
