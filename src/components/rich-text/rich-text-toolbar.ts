/**
 * The editor's toolbar: the controls (only formats the shared sanitizer keeps), a name for every control
 * (its tooltip and its accessible name) and the header picker's words. Quill builds the controls with English
 * names; `labelToolbar` renames them once Quill has built them.
 */
export const TOOLBAR = [
  [{ header: [1, 2, 3, false] }],
  ['bold', 'italic', 'underline', 'strike'],
  [{ list: 'ordered' }, { list: 'bullet' }, { align: [] }],
  ['blockquote', 'link', 'image', 'table'],
  ['clean'],
];

/**
 * The toolbar's words in the language in effect (the shared catalogue): a control's name by its Quill class and, for
 * a control with a value, `class:value`; the picker items' words by picker and value ('' is the item without a
 * value: 正文, 左对齐).
 */
export interface ToolbarWords {
  names: Readonly<Record<string, string>>;
  items: Readonly<Record<string, Readonly<Record<string, string>>>>;
}

/** The size of the table the table button inserts (rows, then columns). */
export const NEW_TABLE = [3, 3] as const;

function formatOf(element: Element): string {
  return [...element.classList].find((name) => name.startsWith('ql-') && name !== 'ql-picker' && name !== 'ql-active')?.slice(3) ?? '';
}

function name(element: Element, text: string) {
  element.setAttribute('aria-label', text);
  element.setAttribute('title', text);
}

/** Names every button, picker and picker item of a toolbar Quill has built; running it again changes nothing. */
export function labelToolbar(toolbar: HTMLElement, { names, items }: ToolbarWords) {
  for (const button of toolbar.querySelectorAll('button')) {
    const format = formatOf(button);
    const text = names[button.value ? `${format}:${button.value}` : format] ?? names[format];
    if (text) name(button, text);
  }
  for (const picker of toolbar.querySelectorAll('.ql-picker')) {
    const format = formatOf(picker);
    const label = picker.querySelector('.ql-picker-label');
    const pickerName = names[format];
    if (label && pickerName) name(label, pickerName);
    const words = items[format];
    if (!words) continue;
    for (const item of picker.querySelectorAll('.ql-picker-item')) {
      const text = words[item.getAttribute('data-value') ?? ''];
      if (!text) continue;
      name(item, text);
      // The header picker shows an item's data-label as its text (quill.snow.css), and copies it to its label.
      if (format === 'header') item.setAttribute('data-label', text);
    }
    const selected = picker.querySelector('.ql-picker-item.ql-selected') ?? picker.querySelector('.ql-picker-item:not([data-value])');
    if (format === 'header' && label && selected) label.setAttribute('data-label', selected.getAttribute('data-label') ?? '');
  }
}
