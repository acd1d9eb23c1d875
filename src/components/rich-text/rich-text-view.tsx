import { useMemo } from 'react';
import 'react-quill-new/dist/quill.core.css';
import { EMPTY_TEXT } from '@contract/constants';
import { sanitizeHtml } from '@/lib/sanitize';

export interface RichTextViewProps {
  html: string | null | undefined;
  className?: string;
}

function isBlank(html: string): boolean {
  return !/<img\b/i.test(html) && html.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ').trim() === '';
}

/** Shows stored rich text through the shared DOMPurify allow-list (stored HTML is never trusted). */
export function RichTextView({ html, className }: RichTextViewProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  if (isBlank(clean)) return <span>{EMPTY_TEXT}</span>;
  return (
    <div className={['ql-editor', className].filter(Boolean).join(' ')} style={{ padding: 0, height: 'auto' }} dangerouslySetInnerHTML={{ __html: clean }} />
  );
}
