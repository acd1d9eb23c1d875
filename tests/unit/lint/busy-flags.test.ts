import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findBusyFlags } from './busy-flags';

// A change runs on TanStack Query's `useMutation` (its `isPending` is the button's loading); a `useState` flag raised
// around an awaited call is the habit it replaced. This walks src/ and names every file and line where it came back.
const SRC = path.resolve(__dirname, '../../../src');

const sourceFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });

const sample = (body: string) => `
import { useState } from 'react';
import { save } from '@/api/sample';
export function Sample() {
  const [busy, setBusy] = useState(false);
  const [rowId, setRowId] = useState<number | null>(null);
  const [open, setOpen] = useState(false);
${body}
  return null;
}
`;

describe('the busy-flag guard', () => {
  it('finds a flag set true before an awaited call, with its line', () => {
    const code = sample(`  const run = async () => {
    setBusy(true);
    try {
      await save();
    } finally {
      setBusy(false);
    }
  };`);
    expect(findBusyFlags('sample.tsx', code)).toEqual([{ line: 9, setter: 'setBusy' }]);
  });

  it('finds a value raised before a promise chain and cleared in its finally', () => {
    const code = sample(`  const run = (id: number) => {
    setRowId(id);
    save().finally(() => setRowId(null));
  };`);
    expect(findBusyFlags('sample.tsx', code)).toEqual([{ line: 9, setter: 'setRowId' }]);
  });

  it('leaves alone state set before or after a call that is no busy flag', () => {
    const code = sample(`  const run = async () => {
    setOpen(false);
    await save();
    setRowId(3);
  };
  const show = () => setOpen(true);
  const later = async () => {
    setOpen(true);
    const next = () => save();
    return next;
  };`);
    expect(findBusyFlags('sample.tsx', code)).toEqual([]);
  });

  it('finds none in src/', () => {
    const found = sourceFiles(SRC).flatMap((file) =>
      findBusyFlags(file, fs.readFileSync(file, 'utf8')).map(({ line, setter }) => `${path.relative(process.cwd(), file)}:${line} ${setter}(…) around a call: use useMutation's isPending`),
    );
    expect(found).toEqual([]);
  });
});
