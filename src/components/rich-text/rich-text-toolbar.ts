/**
 * The editor's toolbar, in Chinese: the controls (only formats the shared sanitizer keeps), a name for every control
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

/** A control's name by its Quill class and, for a control with a value, `class:value`. */
export const TOOLBAR_NAMES: Record<string, string> = {
  header: '段落格式',
  bold: '加粗',
  italic: '斜体',
  underline: '下划线',
  strike: '删除线',
  'list:ordered': '编号列表',
  'list:bullet': '项目符号列表',
  align: '对齐方式',
  blockquote: '引用',
  link: '插入链接',
  image: '插入图片',
  table: '插入表格',
  clean: '清除格式',
};

/** The picker items' words, by picker and value ('' is the item without a value: 正文, 左对齐). */
export const PICKER_ITEM_NAMES: Record<string, Record<string, string>> = {
  header: { '': '正文', '1': '标题1', '2': '标题2', '3': '标题3' },
  align: { '': '左对齐', center: '居中', right: '右对齐', justify: '两端对齐' },
};

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
export function labelToolbar(toolbar: HTMLElement) {
  for (const button of toolbar.querySelectorAll('button')) {
    const format = formatOf(button);
    const text = TOOLBAR_NAMES[button.value ? `${format}:${button.value}` : format] ?? TOOLBAR_NAMES[format];
    if (text) name(button, text);
  }
  for (const picker of toolbar.querySelectorAll('.ql-picker')) {
    const format = formatOf(picker);
    const label = picker.querySelector('.ql-picker-label');
    if (label && TOOLBAR_NAMES[format]) name(label, TOOLBAR_NAMES[format]);
    const words = PICKER_ITEM_NAMES[format];
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
