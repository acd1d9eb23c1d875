import { describe, expect, it } from 'vitest';
import { StatementNames } from '../../../server/db/statement-names';

describe('the statement names of one connection', () => {
  const values = [1];

  it('names a text at its second run, with values, one name per text', () => {
    const names = new StatementNames(() => undefined);
    expect(names.nameOf('select $1', values)).toBeUndefined();
    const name = names.nameOf('select $1', values);
    expect(name).toMatch(/^s[\w-]{24}$/);
    expect(names.nameOf('select $1', values)).toBe(name);
    expect(names.nameOf('select 1', [])).toBeUndefined();
    expect(names.nameOf('select 1', undefined)).toBeUndefined();
    names.nameOf('explain select $1', values);
    expect(names.nameOf('explain select $1', values)).toBeUndefined();
  });

  it('gives up the least recently used name for a new one, and names an evicted text again at its second run after', () => {
    const evicted: string[] = [];
    const names = new StatementNames((name) => evicted.push(name), 2);
    const twice = (text: string) => names.nameOf(text, values) ?? names.nameOf(text, values);
    const a = twice('select $1 as a');
    const b = twice('select $1 as b');
    // a used last: b is the least recently used when c arrives.
    expect(names.nameOf('select $1 as a', values)).toBe(a);
    const c = twice('select $1 as c');
    expect(evicted).toEqual([b]);
    expect([names.holds(a!), names.holds(b!), names.holds(c!)]).toEqual([true, false, true]);
    expect(names.nameOf('select $1 as b', values)).toBeUndefined();
    expect(names.nameOf('select $1 as b', values)).toBe(b);
    expect(evicted).toEqual([b, a]);
    expect(names.holds(b!)).toBe(true);
  });
});
