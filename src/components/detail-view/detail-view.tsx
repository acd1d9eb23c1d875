import type { CSSProperties, ReactNode } from 'react';
import { Descriptions } from 'antd';
import { ChangeMark, changedValue } from '@/components/change-mark/change-mark';
import { formatCell, orEmptyNode, type CellFormat } from '@/components/data-table/cell-format';

export interface DetailItem<T> {
  key: string;
  label: ReactNode;
  field?: keyof T & string;
  format?: CellFormat;
  render?: (record: T) => ReactNode;
  /** How many grid columns the item spans. */
  span?: number;
  /** The fields whose change marks this item (a rendered item reading several); by default its own field. */
  changedBy?: (keyof T & string)[];
}

/**
 * The label column of every detail grid: one width in every section of a page (so the sections line up), wide
 * enough for an eight-character label such as 注册资本（万元） on one line; a longer label widens its grid rather
 * than wrapping.
 */
export const DETAIL_LABEL_STYLE: CSSProperties = { width: 176, minWidth: 176, whiteSpace: 'nowrap' };

export interface DetailViewProps<T> {
  record: T | null | undefined;
  items: DetailItem<T>[];
  title?: ReactNode;
  columns?: number;
  /** A change waiting for audit, as a whole record: each item it changes shows its new value marked 「变更为」. */
  pending?: T | null;
}

function cell<T extends object>(item: DetailItem<T>, record: T): ReactNode {
  return item.render ? orEmptyNode(item.render(record)) : formatCell(record[(item.field ?? item.key) as keyof T], item.format);
}

function isChanged<T extends object>(item: DetailItem<T>, record: T, pending: T): boolean {
  const fields = item.changedBy ?? [(item.field ?? item.key) as keyof T & string];
  return fields.some((f) => changedValue(record[f], pending[f]));
}

/** A label/value grid; empty values show `--`, dates and money are formatted by the item's `format`. */
export function DetailView<T extends object>({ record, items, title, columns = 2, pending }: DetailViewProps<T>) {
  return (
    <Descriptions
      title={title}
      bordered
      column={columns}
      styles={{ label: DETAIL_LABEL_STYLE }}
      items={items.map((item) => ({
        key: item.key,
        label: item.label,
        span: item.span,
        children: !record
          ? formatCell(null)
          : pending
            ? <ChangeMark current={cell(item, record)} next={cell(item, pending)} changed={isChanged(item, record, pending)} />
            : cell(item, record),
      }))}
    />
  );
}
