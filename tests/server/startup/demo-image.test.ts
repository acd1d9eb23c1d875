import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { chinaDay, demoImageOf, demoImageStamp } from '../../../server/db/demo-image';
import { tempDir } from '../../e2e/harness';

// Which demo image a new folder may start from (server/db/demo-image.ts): only one made today, in China's day.
describe('the demo image a new folder starts from', () => {
  const image = path.join(tempDir('park-demo-image-'), 'pg-demo');
  afterAll(() => fs.rmSync(path.dirname(image), { recursive: true, force: true }));

  it('is the one made today, and none made another day, half made or without its day', () => {
    const today = chinaDay(Date.now());
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
    expect(chinaDay(Date.parse('2026-11-29T15:59:59Z'))).toBe('2026-11-29');
    expect(chinaDay(Date.parse('2026-11-29T16:00:00Z'))).toBe('2026-11-30');
  });
});
