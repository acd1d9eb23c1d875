// Whether an action can succeed now (issue 20 point 5): the one answer the server refuses with and the console
// disables the button with, its reason shown as the tooltip. Rule functions of the contract return it.

export type Verdict = { ok: true } | { ok: false; reason: string };

export const ALLOWED: Verdict = { ok: true };

export const refuse = (reason: string): Verdict => ({ ok: false, reason });

/** The first refusal of the checks, in order (each runs only while the ones before it passed), or ALLOWED. */
export function firstRefusal(...checks: (() => Verdict)[]): Verdict {
  for (const check of checks) {
    const verdict = check();
    if (!verdict.ok) return verdict;
  }
  return ALLOWED;
}

/** The reason of a refusal, or undefined when allowed: what a disabled button's tooltip says. */
export const reasonOf = (verdict: Verdict): string | undefined => (verdict.ok ? undefined : verdict.reason);
