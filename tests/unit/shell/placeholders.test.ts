import { describe, expect, it } from 'vitest';
import { knownScreenNames, placeholderScreenNames, screenFor } from '@/app/screens/screen-lookup';

/** Screens still shown as placeholders. Wiring a screen lowers the count: lower this number with it. */
export const PLACEHOLDER_SCREENS_LEFT = 0;

describe('screen registry', () => {
  it('can only lose placeholders', () => {
    expect(placeholderScreenNames().length).toBeLessThanOrEqual(PLACEHOLDER_SCREENS_LEFT);
  });

  it('knows every fixed extra route and screen area of spec §2', () => {
    for (const name of ['accountInfo', 'park-add', 'log-detail', 'preCheckDetail', 'log', 'systemSet', 'front-voucher-order']) {
      expect(knownScreenNames).toContain(name);
    }
    expect(screenFor('accountInfo')).not.toBeNull();
    for (const name of placeholderScreenNames()) expect(screenFor(name)).toBeNull();
  });
});
