import type { Key, ReactNode } from 'react';
import { Empty, Table, type TableColumnsType } from 'antd';
import { DEFAULT_PAGE_SIZE } from '@/contract/constants';
import { formatCell, orEmptyNode, type CellFormat } from './cell-format';

export interface DataColumn<T> {
  key: string;
  title: ReactNode;
  /** The row field shown; defaults to `key`. */
  dataIndex?: keyof T & string;
  format?: CellFormat;
  render?: (row: T, index: number) => ReactNode;
  width?: number | string;
  align?: 'left' | 'center' | 'right';
  fixed?: 'left' | 'right';
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

export const ROW_NUMBER_TITLE = '序号';

function cellOf<T>(column: DataColumn<T>) {
  return (_: unknown, row: T, index: number): ReactNode => {
    if (column.render) return orEmptyNode(column.render(row, index));
    const field = (column.dataIndex ?? column.key) as keyof T;
    return formatCell(row[field], column.format);
  };
}

/** A table whose first column is the row number and whose empty cells show `--` (spec §2). */
export function DataTable<T extends object>({
  rows,
  columns,
  rowKey,
  loading = false,
  page = 1,
  pageSize = DEFAULT_PAGE_SIZE,
  emptyText = '暂无数据',
}: DataTableProps<T>) {
  const offset = (Math.max(page, 1) - 1) * pageSize;
  const tableColumns: TableColumnsType<T> = [
    { key: '__row', title: ROW_NUMBER_TITLE, width: 72, align: 'center', render: (_: unknown, __: T, index: number) => offset + index + 1 },
    ...columns.map((column) => ({
      key: column.key,
      title: column.title,
      width: column.width,
      align: column.align,
      fixed: column.fixed,
      ellipsis: column.ellipsis,
      render: cellOf(column),
    })),
  ];
  return (
    <Table<T>
      rowKey={rowKey as string | ((row: T) => Key)}
      dataSource={rows}
      columns={tableColumns}
      loading={loading}
      pagination={false}
      bordered
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} /> }}
    />
  );
}
