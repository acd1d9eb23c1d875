import { describe, expect, it } from 'vitest';
import { MACHINES } from '@contract/machines';
import type { AnyMachine, FactDomain } from '@contract/machines/kernel';
import { TONE_KEYS } from '@contract/tones';

/** Every combination of the machine's facts (one empty combination when it has none). */
function factCombinations(domain: FactDomain): Record<string, string>[] {
  return Object.entries(domain).reduce<Record<string, string>[]>(
    (combos, [fact, values]) => combos.flatMap((combo) => values.map((value) => ({ ...combo, [fact]: value }))),
    [{}],
  );
}

// One test over all machines: every allowed and refused move is derived from the table itself.
describe.each(Object.entries(MACHINES) as [string, AnyMachine][])('the %s machine', (_name, machine) => {
  const froms = [null, ...machine.stateKeys];

  it('declares every state, action and party its rows name, with labels and known tones', () => {
    for (const t of machine.transitions) {
      if (t.from !== null) expect(machine.stateKeys).toContain(t.from);
      expect(machine.stateKeys).toContain(t.to);
      expect(machine.actionKeys).toContain(t.action);
      expect(machine.parties).toContain(t.who);
      for (const [fact, values] of Object.entries(t.when ?? {})) for (const v of values as string[]) expect(machine.facts[fact]).toContain(v);
    }
    for (const key of machine.stateKeys) {
      expect(machine.stateLabel(key)).not.toBe('');
      expect(TONE_KEYS).toContain(machine.tone(key));
    }
    for (const action of machine.actionKeys) expect(machine.actionLabel(action)).not.toBe('');
  });

  it('creates rows from nothing and reaches every state from a creation', () => {
    expect(machine.transitions.some((t) => t.from === null)).toBe(true);
    const reached = new Set<string>();
    let frontier: (string | null)[] = [null];
    while (frontier.length > 0) {
      const next = machine.transitions.filter((t) => frontier.includes(t.from) && !reached.has(t.to)).map((t) => t.to);
      next.forEach((s) => reached.add(s));
      frontier = next;
    }
    expect([...reached].sort()).toEqual([...machine.stateKeys].sort());
  });

  it('allows exactly the moves of its rows, one target each, and refuses the rest with the words of the table', () => {
    for (const facts of factCombinations(machine.facts)) {
      for (const from of froms) {
        for (const who of machine.parties) {
          for (const action of machine.actionKeys) {
            const rows = machine.transitions.filter(
              (t) => t.from === from && t.who === who && t.action === action && Object.entries(t.when ?? {}).every(([f, vs]) => (vs as string[]).includes(facts[f]!)),
            );
            expect(new Set(rows.map((t) => t.to)).size, `${String(from)} ${who} ${action}`).toBeLessThanOrEqual(1);
            const verdict = machine.verdict(from, action, who, facts);
            if (rows[0]) {
              expect(verdict).toEqual({ ok: true, step: rows[0] });
              expect(machine.actionsFor(from, who, facts)).toContain(action);
            } else {
              expect(verdict.ok).toBe(false);
              const reason = verdict.ok ? '' : verdict.reason;
              expect(reason).not.toBe('');
              // The default words name the state and the action; a machine with its own words keeps them.
              if (!machine.refusal) expect(reason).toBe(`${machine.stateLabel(from)}的${machine.noun}不能${machine.actionLabel(action)}`);
              expect(machine.actionsFor(from, who, facts)).not.toContain(action);
            }
            expect(machine.takes(who, action)).toBe(machine.transitions.some((t) => t.who === who && t.action === action));
          }
        }
      }
    }
  });

  it('reads an unknown value as itself and narrows only its own states', () => {
    expect(machine.stateLabel('no-such-state')).toBe('no-such-state');
    expect(machine.isState('no-such-state')).toBe(false);
    for (const key of machine.stateKeys) expect(machine.isState(key)).toBe(true);
  });
});
