import { useState, type DragEvent, type ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import { ArrowDownOutlined, ArrowUpOutlined, HolderOutlined } from '@ant-design/icons';
import { Button, Space, theme } from 'antd';
import { useTexts } from '@/stores/language';
import { appContentCatalogue } from './i18n/app-content';

export interface SortableListProps<T extends { id: number }> {
  items: T[];
  /** A short name of an item, for the move buttons' labels. */
  nameOf: (item: T) => string;
  render: (item: T) => ReactNode;
  /** The whole list in its new order; the list shows it at once and goes back if the call is refused. */
  onReorder: (items: T[]) => Promise<unknown>;
  disabled?: boolean;
  label: string;
}

const moved = <T,>(items: T[], from: number, to: number): T[] => {
  const next = [...items];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
};

/** A list ordered by native drag and drop, or by the keyboard with 上移 / 下移 buttons. */
export function SortableList<T extends { id: number }>({ items, nameOf, render, onReorder, disabled, label }: SortableListProps<T>) {
  const [dragging, setDragging] = useState<number | null>(null);
  // The theme's colours, not fixed ones: the items stay readable in the dark theme.
  const { token } = theme.useToken();
  const texts = useTexts(appContentCatalogue).slot;
  // While the new order is being sent it shows at once; refused (e.g. a stale list), the HTTP client has said why
  // and the list goes back to what the server holds.
  const reordering = useMutation({ mutationFn: onReorder });
  const shown = reordering.isPending ? reordering.variables : items;

  const move = (from: number, to: number) => {
    if (from === to || to < 0 || to >= shown.length) return;
    reordering.mutate(moved(shown, from, to));
  };

  const drop = (event: DragEvent, to: number) => {
    event.preventDefault();
    const carried = event.dataTransfer.getData('text/plain');
    const from = dragging ?? (carried === '' ? NaN : Number(carried));
    setDragging(null);
    if (Number.isInteger(from)) move(from, to);
  };

  return (
    <ul aria-label={label} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {shown.map((item, index) => (
        <li
          key={item.id}
          aria-label={nameOf(item)}
          draggable={!disabled}
          onDragStart={(event) => {
            setDragging(index);
            event.dataTransfer.effectAllowed = 'move';
            event.dataTransfer.setData('text/plain', String(index));
          }}
          onDragOver={(event) => event.preventDefault()}
          onDrop={(event) => drop(event, index)}
          onDragEnd={() => setDragging(null)}
          style={{
            display: 'flex', alignItems: 'center', gap: 12, padding: '8px 12px', marginBottom: 8, background: token.colorBgContainer,
            border: `1px ${dragging === index ? `dashed ${token.colorPrimary}` : `solid ${token.colorBorderSecondary}`}`, borderRadius: 6, cursor: disabled ? 'default' : 'grab',
          }}
        >
          <HolderOutlined aria-hidden style={{ color: token.colorTextTertiary }} />
          <div style={{ flex: 1, minWidth: 0 }}>{render(item)}</div>
          {!disabled && (
            <Space size={4}>
              <Button size="small" icon={<ArrowUpOutlined />} aria-label={texts.moveUp(nameOf(item))} disabled={index === 0 || reordering.isPending} onClick={() => move(index, index - 1)} />
              <Button size="small" icon={<ArrowDownOutlined />} aria-label={texts.moveDown(nameOf(item))} disabled={index === shown.length - 1 || reordering.isPending} onClick={() => move(index, index + 1)} />
            </Space>
          )}
        </li>
      ))}
    </ul>
  );
}
