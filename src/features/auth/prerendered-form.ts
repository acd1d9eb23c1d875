// index.html carries the sign-in form, rendered at build time, inside an element with this attribute; React's first
// render replaces it (scripts/vite/prerender-login.ts).
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';
// Set on that element by index.html's script: the position of the host kind chosen on the copy, and a submit made on it.
export const KIND_INDEX_ATTRIBUTE = 'data-kind-index';
export const SUBMITTED_ATTRIBUTE = 'data-submitted';

export interface Handover {
  values: Record<string, string>;
  focused: { id: string; start: number | null; end: number | null } | null;
  /** The position, among the host kinds, of the one chosen on the copy; null when none was. */
  kindIndex: number | null;
  /** The copy's form was sent: the app sends it once it has taken over. */
  submitted: boolean;
}

/**
 * What the visitor typed into the prerendered form before the app took it over, and where the caret was. Read while
 * the app's page first renders: the prerendered one is still in the page then, and goes in the same commit.
 */
export function takeOverPrerendered(): Handover {
  const form = typeof document === 'undefined' ? null : document.querySelector(`[${PRERENDERED_ATTRIBUTE}]`);
  const values: Record<string, string> = {};
  if (!form) return { values, focused: null, kindIndex: null, submitted: false };
  form.querySelectorAll('input').forEach((input) => {
    if (input.id) values[input.id] = input.value;
  });
  const active = document.activeElement;
  const focused =
    active instanceof HTMLInputElement && form.contains(active) && active.id
      ? { id: active.id, start: active.selectionStart, end: active.selectionEnd }
      : null;
  const kindIndex = form.getAttribute(KIND_INDEX_ATTRIBUTE);
  return { values, focused, kindIndex: kindIndex === null ? null : Number(kindIndex), submitted: form.hasAttribute(SUBMITTED_ATTRIBUTE) };
}

/** Puts the caret back where it was in the prerendered form, in the app's field of the same id. */
export function restoreFocus({ focused }: Handover): void {
  if (!focused) return;
  const field = [...document.querySelectorAll(`[id="${focused.id}"]`)].find((element) => !element.closest(`[${PRERENDERED_ATTRIBUTE}]`));
  if (!(field instanceof HTMLInputElement)) return;
  field.focus();
  if (focused.start !== null && focused.end !== null) field.setSelectionRange(focused.start, focused.end);
}
