import { useCallback, useEffect, useMemo, useRef } from 'react';
import { message } from 'antd';
import ReactQuill from 'react-quill-new';
import 'react-quill-new/dist/quill.snow.css';
import './rich-text-editor.css';
import { uploadFiles } from '@/api/upload';
import { sharedCatalogue } from '@/components/i18n/shared';
import { sanitizeHtml } from '@/lib/sanitize';
import { useLanguage, useTexts } from '@/stores/language';
import { acceptFor, checkFile, readHead } from '@/lib/upload-rules';
import { PASTE_MATCHERS, dropImagesThatFail } from './rich-text-paste';
import { NEW_TABLE, TOOLBAR, labelToolbar } from './rich-text-toolbar';

export interface RichTextEditorProps {
  value?: string;
  onChange?: (html: string) => void;
  placeholder?: string;
  readOnly?: boolean;
  height?: number;
}

// Only formats the shared sanitizer keeps, so what is typed is what is shown. Tables are Quill's table module: the
// toolbar's button inserts one, and pasted ones (from Word, say) are kept.
const FORMATS = ['header', 'bold', 'italic', 'underline', 'strike', 'list', 'align', 'blockquote', 'link', 'image', 'table'];

const EMPTY_QUILL = /^(<p>(<br\s*\/?>)?<\/p>)*$/;

/**
 * A Quill editor with a Chinese toolbar, whose images go through the upload service (checked like the image
 * uploader) and whose pasted content keeps what the shared policy keeps (rich-text-paste.ts).
 */
export function RichTextEditor({ value = '', onChange, placeholder, readOnly = false, height = 300 }: RichTextEditorProps) {
  const texts = useTexts(sharedCatalogue);
  const language = useLanguage();
  // Read when an upload fails: Quill builds itself anew whenever its modules change, so the handlers stay the same.
  const failed = useRef(texts.uploadFailed);
  useEffect(() => {
    failed.current = texts.uploadFailed;
  });
  const quillRef = useRef<ReactQuill>(null);
  const lastEmitted = useRef<string | null>(null);

  const insertImage = useCallback(() => {
    const input = document.createElement('input');
    input.type = 'file';
    input.accept = acceptFor('image');
    input.onchange = async () => {
      const file = input.files?.[0];
      if (!file) return;
      const problem = checkFile({ name: file.name, size: file.size, head: await readHead(file) }, 'image');
      if (problem) {
        void message.error(problem);
        return;
      }
      try {
        const [stored] = await uploadFiles([file]);
        const editor = quillRef.current?.getEditor();
        if (!stored || !editor) return;
        const at = editor.getSelection(true)?.index ?? editor.getLength();
        editor.insertEmbed(at, 'image', stored.url, 'user');
        editor.setSelection(at + 1, 0);
      } catch {
        void message.error(failed.current);
      }
    };
    input.click();
  }, []);

  const insertTable = useCallback(() => {
    const table = quillRef.current?.getEditor().getModule('table') as { insertTable(rows: number, columns: number): void } | undefined;
    table?.insertTable(...NEW_TABLE);
  }, []);

  const modules = useMemo(
    () => ({
      table: true,
      clipboard: { matchers: PASTE_MATCHERS },
      toolbar: { container: TOOLBAR, handlers: { image: insertImage, table: insertTable } },
    }),
    [insertImage, insertTable],
  );

  // Quill builds the toolbar and the editor when it mounts (anew in the other language, see its key): name the
  // controls then, and watch the images.
  useEffect(() => {
    const editor = quillRef.current?.getEditor();
    if (!editor) return;
    const toolbar = (editor.getModule('toolbar') as { container?: HTMLElement } | undefined)?.container;
    if (toolbar) labelToolbar(toolbar, { names: texts.toolbar, items: { header: texts.headerItems, align: texts.alignItems } });
    return dropImagesThatFail(editor);
  }, [modules, texts]);

  // Content from outside (stored HTML) is sanitized before Quill sees it; what Quill emitted is passed back as is.
  const shown = useMemo(() => (value === lastEmitted.current ? value : sanitizeHtml(value)), [value]);

  // Quill also reports its own normalising of the initial value ('api'); only edits count as changes,
  // so opening a stored text does not mark a form as unsaved.
  const handleChange = (html: string, _delta: unknown, source: string) => {
    if (source !== 'user') return;
    const next = EMPTY_QUILL.test(html) ? '' : html;
    lastEmitted.current = next;
    onChange?.(next);
  };

  return (
    <ReactQuill
      key={language}
      ref={quillRef}
      theme="snow"
      value={shown}
      onChange={handleChange}
      modules={modules}
      formats={FORMATS}
      placeholder={placeholder ?? texts.inputPlaceholder}
      readOnly={readOnly}
    >
      <div style={{ height }} />
    </ReactQuill>
  );
}
