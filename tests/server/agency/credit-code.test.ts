import { describe, expect, it } from 'vitest';
import { isCreditCode } from '@contract/agency';

// Codes published on real business licences (GB 32100-2015), and the same codes with one character changed.
const REAL = ['91350100M000100Y43', '9144030071526726XG', '914403001922038216', '91110108551385082Q', '91110000600037341L'];

describe('unified social credit code', () => {
  it.each(REAL)('accepts %s', (code) => expect(isCreditCode(code)).toBe(true));

  it.each(REAL.map((code) => `${code.slice(0, 17)}${code[17] === '0' ? '1' : '0'}`))('refuses a wrong check character: %s', (code) =>
    expect(isCreditCode(code)).toBe(false),
  );

  it('refuses other lengths, lowercase and letters outside the alphabet (I, O, S, V, Z)', () => {
    expect(isCreditCode('91350100M000100Y4')).toBe(false);
    expect(isCreditCode('91350100m000100y43')).toBe(false);
    expect(isCreditCode('91350100O000100Y43')).toBe(false);
    expect(isCreditCode('')).toBe(false);
  });
});
