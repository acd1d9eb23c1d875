import type { Key, ReactNode } from 'react';
import { Empty, Flex, Spin, Table, type TableColumnsType } from 'antd';
import { DEFAULT_PAGE_SIZE } from '@contract/constants';
import { formatCell, orEmptyNode, type CellFormat } from './cell-format';
import { COLUMN_WIDTHS, widthOfFormat } from './column-widths';
import { EmptyWords } from './empty-words';
import { sharedCatalogue } from '@/components/i18n/shared';
import { useTexts } from '@/stores/language';

export interface DataColumn<T> {
  key: string;
  title: ReactNode;
  /** The row field shown; defaults to `key`. */
  dataIndex?: keyof T & string;
  format?: CellFormat;
  render?: (row: T, index: number) => ReactNode;
  /** Pixels (see COLUMN_WIDTHS); by default the format's width, and text shares what is left. */
  width?: number;
  align?: 'left' | 'center' | 'right';
  fixed?: 'left' | 'right';
  /** One line, shortened, the whole text in its title; the default for plain values (not for a `render`). */
  ellipsis?: boolean;
}

export interface DataTableProps<T> {
  rows: T[];
  columns: DataColumn<T>[];
  rowKey: (keyof T & string) | ((row: T) => Key);
  loading?: boolean;
  /** The current page and size, so row numbers continue across pages (page 2 starts at 11). */
  page?: number;
  pageSize?: number;
  emptyText?: string;
}


function widthOf<T>(column: DataColumn<T>): number | undefined {
  return column.width ?? (column.render ? undefined : widthOfFormat(column.format));
}

function cellOf<T>(column: DataColumn<T>) {
  return (_: unknown, row: T, index: number): ReactNode => {
    if (column.render) return orEmptyNode(column.render(row, index));
    const field = (column.dataIndex ?? column.key) as keyof T;
    return formatCell(row[field], column.format);
  };
}

/**
 * A table whose first column is the row number and whose empty cells show `--` (spec §2). It is as wide as the
 * console: columns of a known kind keep their width, text columns share the rest (never less than
 * COLUMN_WIDTHS.textMin: below that the table scrolls). Before the first rows arrive it says it is loading, not
 * that there is nothing.
 */
export function DataTable<T extends object>({
  rows,
  columns,
  rowKey,
  loading = false,
  page = 1,
  pageSize = DEFAULT_PAGE_SIZE,
  emptyText,
}: DataTableProps<T>) {
  const texts = useTexts(sharedCatalogue);
  const offset = (Math.max(page, 1) - 1) * pageSize;
  const tableColumns: TableColumnsType<T> = [
    { key: '__row', title: texts.rowNumber, width: COLUMN_WIDTHS.rowNumber, align: 'center', render: (_: unknown, __: T, index: number) => offset + index + 1 },
    ...columns.map((column) => ({
      key: column.key,
      title: column.title,
      width: widthOf(column),
      align: column.align,
      fixed: column.fixed,
      ellipsis: column.ellipsis ?? !column.render,
      render: cellOf(column),
    })),
  ];
  const least = columns.reduce<number>((sum, column) => sum + (widthOf(column) ?? COLUMN_WIDTHS.textMin), COLUMN_WIDTHS.rowNumber);
  const empty = loading ? (
    <Flex role="status" vertical align="center" gap={8} style={{ padding: 24 }}>
      <Spin />
      <EmptyWords>{texts.loading}</EmptyWords>
    </Flex>
  ) : (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText ?? texts.empty} />
  );
  return (
    <Table<T>
      rowKey={rowKey as string | ((row: T) => Key)}
      dataSource={rows}
      columns={tableColumns}
      loading={loading && rows.length > 0}
      pagination={false}
      bordered
      tableLayout="fixed"
      scroll={{ x: least }}
      locale={{ emptyText: empty }}
    />
  );
}
