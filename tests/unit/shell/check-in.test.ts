import { describe, expect, it } from 'vitest';
import { checkInDecision, showsCheckInDialog } from '@/app/guards/check-in';

describe('check-in mapping (spec §4)', () => {
  it('maps null → 2, 0 → 1, 2 → 4 and settles every other state', () => {
    expect(checkInDecision(null)).toEqual({ settled: false, status: 2 });
    expect(checkInDecision(0)).toEqual({ settled: false, status: 1 });
    expect(checkInDecision(2)).toEqual({ settled: false, status: 4 });
    expect(checkInDecision(1)).toEqual({ settled: true });
    expect(checkInDecision(3)).toEqual({ settled: true });
  });

  it('shows the dialog for every status but 0 and 3', () => {
    expect([0, 1, 2, 3, 4].filter(showsCheckInDialog)).toEqual([1, 2, 4]);
  });
});
