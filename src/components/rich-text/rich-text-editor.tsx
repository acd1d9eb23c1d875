import { useCallback, useMemo, useRef } from 'react';
import { message } from 'antd';
import ReactQuill from 'react-quill-new';
import 'react-quill-new/dist/quill.snow.css';
import { uploadFiles } from '@/api/upload';
import { sanitizeHtml } from '@/lib/sanitize';
import { UPLOAD_MESSAGES, acceptFor, checkFile, readHead } from '@/lib/upload-rules';

export interface RichTextEditorProps {
  value?: string;
  onChange?: (html: string) => void;
  placeholder?: string;
  readOnly?: boolean;
  height?: number;
}

const TOOLBAR = [
  [{ header: [1, 2, 3, false] }],
  ['bold', 'italic', 'underline', 'strike'],
  [{ list: 'ordered' }, { list: 'bullet' }, { align: [] }],
  ['blockquote', 'link', 'image'],
  ['clean'],
];

// Only formats the shared sanitizer keeps, so what is typed is what is shown. Tables have no toolbar button: they come
// in pasted (from Word, say) and are kept by Quill's table module.
const FORMATS = ['header', 'bold', 'italic', 'underline', 'strike', 'list', 'align', 'blockquote', 'link', 'image', 'table'];

const EMPTY_QUILL = /^(<p>(<br\s*\/?>)?<\/p>)*$/;

/** A Quill editor whose images go through the upload service (checked like the image uploader). */
export function RichTextEditor({ value = '', onChange, placeholder = '请输入内容', readOnly = false, height = 300 }: RichTextEditorProps) {
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
        void message.error(UPLOAD_MESSAGES.failed);
      }
    };
    input.click();
  }, []);

  const modules = useMemo(() => ({ table: true, toolbar: { container: TOOLBAR, handlers: { image: insertImage } } }), [insertImage]);

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
      ref={quillRef}
      theme="snow"
      value={shown}
      onChange={handleChange}
      modules={modules}
      formats={FORMATS}
      placeholder={placeholder}
      readOnly={readOnly}
    >
      <div style={{ height }} />
    </ReactQuill>
  );
}
