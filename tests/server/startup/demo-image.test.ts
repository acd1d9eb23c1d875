import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT } from '../../../scripts/harness';
import { staleReason } from '../../../scripts/server-build.mjs';
import { parkToday } from '@contract/park-calendar';
import { demoImageOf, demoImageStamp } from '../../../server/db/demo-image';
import { tempDir } from '../../e2e/harness';

// Which demo image a new folder may start from (server/db/demo-image.ts): only one made today, in China's day.
describe('the demo image a new folder starts from', () => {
  const image = path.join(tempDir('park-demo-image-'), 'pg-demo');
  afterAll(() => fs.rmSync(path.dirname(image), { recursive: true, force: true }));

  it('is the one made today, and none made another day, half made or without its day', () => {
    const today = parkToday();
    expect(demoImageOf(image, today)).toBeNull();
    fs.mkdirSync(image);
    fs.writeFileSync(demoImageStamp(image), JSON.stringify({ day: today }));
    expect(demoImageOf(image, today)).toBeNull();
    fs.writeFileSync(path.join(image, 'PG_VERSION'), '17\n');
    expect(demoImageOf(image, today)).toBe(image);
    expect(demoImageOf(image, '2026-11-28')).toBeNull();
    fs.writeFileSync(demoImageStamp(image), '{');
    expect(demoImageOf(image, today)).toBeNull();
  });

  it('counts days in China: 16:00 UTC is the next day there', () => {
    expect(parkToday(new Date('2026-11-29T15:59:59Z'))).toBe('2026-11-29');
    expect(parkToday(new Date('2026-11-29T16:00:00Z'))).toBe('2026-11-30');
  });
});

// The test command builds the server once before its two lanes start (scripts/test-lanes.mjs): a part it left stale
// would be built by both lanes' global setups at once, one deleting what the other runs (seen: a fresh clone's demo
// image was left to the lanes).
describe('the server build', () => {
  it('finds every part stale in a tree never built, the demo image too', () => {
    const reason = staleReason(tempDir('park-never-built-'));
    expect(reason.code).toBeTruthy();
    expect(reason.image).toBeTruthy();
    expect(reason.demo).toBeTruthy();
  });

  it("leaves no part stale once it has run (the project's global setup ran it)", () => {
    expect(staleReason(ROOT)).toEqual({ code: null, image: null, demo: false });
  });
});
