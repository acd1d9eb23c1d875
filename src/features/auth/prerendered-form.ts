// index.html carries the sign-in form, rendered at build time, inside an element with this attribute; React's first
// render replaces it (scripts/vite/prerender-login.ts).
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

export interface Handover {
  values: Record<string, string>;
  focused: { id: string; start: number | null; end: number | null } | null;
}

/**
 * What the visitor typed into the prerendered form before the app took it over, and where the caret was. Read while
 * the app's form first renders: the prerendered one is still in the page then, and goes in the same commit.
 */
export function takeOverPrerendered(): Handover {
  const form = typeof document === 'undefined' ? null : document.querySelector(`[${PRERENDERED_ATTRIBUTE}]`);
  const values: Record<string, string> = {};
  if (!form) return { values, focused: null };
  form.querySelectorAll('input').forEach((input) => {
    if (input.id) values[input.id] = input.value;
  });
  const active = document.activeElement;
  const focused =
    active instanceof HTMLInputElement && form.contains(active) && active.id
      ? { id: active.id, start: active.selectionStart, end: active.selectionEnd }
      : null;
  return { values, focused };
}

/** Puts the caret back where it was in the prerendered form, in the app's field of the same id. */
export function restoreFocus({ focused }: Handover): void {
  if (!focused) return;
  const field = [...document.querySelectorAll(`[id="${focused.id}"]`)].find((element) => !element.closest(`[${PRERENDERED_ATTRIBUTE}]`));
  if (!(field instanceof HTMLInputElement)) return;
  field.focus();
  if (focused.start !== null && focused.end !== null) field.setSelectionRange(focused.start, focused.end);
}
