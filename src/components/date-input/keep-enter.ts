import type { KeyboardEvent } from 'react';

/**
 * `onKeyDown` of a date picker inside a form: Enter commits the typed date (the picker does that itself), or nothing
 * while the text is not a whole date yet, and never also submits the form, which would save without the typed date.
 */
export function keepEnterInPicker(event: KeyboardEvent): void {
  if (event.key === 'Enter') event.preventDefault();
}
