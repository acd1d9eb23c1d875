import { Quill } from 'react-quill-new';
import { RICH_TEXT_POLICY } from '@contract/rich-text-policy';
import { isLoadableImageSource } from '@contract/rich-text-sanitizer';

const Delta = Quill.import('delta');
type DeltaValue = InstanceType<typeof Delta>;
type Matcher = (node: Node, delta: DeltaValue) => DeltaValue;

const dropWhole: Matcher = () => new Delta();

const dropUnloadableImage: Matcher = (node, delta) => (isLoadableImageSource((node as Element).getAttribute('src')) ? delta : new Delta());

// Quill's table has no header cell: a pasted <th> becomes a cell of its own (Quill would run a row of them into one)
// whose text is bold, so the header row stays the table's first row and reads as its header.
const headerCell: Matcher = (_node, delta) => {
  const bold = new Delta(delta.ops.map((op) => (typeof op.insert === 'string' && op.insert !== '\n' ? { ...op, attributes: { ...op.attributes, bold: true } } : op)));
  const last = bold.ops[bold.ops.length - 1];
  return typeof last?.insert === 'string' && last.insert.endsWith('\n') ? bold : bold.insert('\n');
};

/**
 * How pasted (and loaded) HTML becomes the editor's content, by the shared policy: scripts, styles and the like go
 * with everything in them, images a reader could not load are dropped, header cells stay a header row.
 */
export const PASTE_MATCHERS: [string, Matcher][] = [
  ...RICH_TEXT_POLICY.DROPPED_WHOLE.map((tag): [string, Matcher] => [tag, dropWhole]),
  ['img', dropUnloadableImage],
  ['th', headerCell],
];

/**
 * An image whose source does not load (a dead link, a host the reader cannot reach) is removed from the text once
 * the browser says so, as an edit, so the saved text no longer has it. Returns the listener's removal.
 */
export function dropImagesThatFail(quill: Quill): () => void {
  const onError = (event: Event) => {
    const target = event.target;
    if (!(target instanceof HTMLImageElement)) return;
    const blot = Quill.find(target);
    if (!blot || blot instanceof Quill) return;
    quill.deleteText(quill.getIndex(blot), 1, 'user');
  };
  // An image's error does not bubble: listen while it travels down.
  quill.root.addEventListener('error', onError, true);
  return () => quill.root.removeEventListener('error', onError, true);
}
