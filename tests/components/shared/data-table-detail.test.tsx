import { render, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, afterAll, describe, expect, it } from 'vitest';
import { DataTable, type DataColumn } from '@/components/data-table/data-table';
import { DetailView } from '@/components/detail-view/detail-view';

interface Row {
  id: number;
  name: string | null;
  note?: string;
  amount: number | null;
  createdAt: number | null;
}

const columns: DataColumn<Row>[] = [
  { key: 'name', title: '名称' },
  { key: 'note', title: '备注' },
  { key: 'amount', title: '金额', format: 'money' },
  { key: 'createdAt', title: '时间', format: { date: 'cn' } },
  { key: 'custom', title: '自定义', render: (row) => (row.id === 11 ? '有' : null) },
];

const rows: Row[] = [
  { id: 11, name: '一号楼', note: '   ', amount: 1200, createdAt: 1709597350 },
  { id: 12, name: null, amount: null, createdAt: null },
];

const originalTz = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'Asia/Shanghai';
});
afterAll(() => {
  if (originalTz === undefined) delete process.env.TZ;
  else process.env.TZ = originalTz;
});

function bodyRows(): HTMLElement[] {
  return screen.getAllByRole('row').filter((row) => within(row).queryAllByRole('columnheader').length === 0);
}

describe('DataTable', () => {
  it('numbers rows continuing across pages: page 2 starts at 11', () => {
    render(<DataTable rows={rows} columns={columns} rowKey="id" page={2} pageSize={10} />);
    expect(screen.getByRole('columnheader', { name: '序号' })).toBeInTheDocument();
    const [first, second] = bodyRows();
    expect(within(first!).getAllByRole('cell')[0]).toHaveTextContent('11');
    expect(within(second!).getAllByRole('cell')[0]).toHaveTextContent('12');
  });

  it('numbers from 1 on page 1 and follows the page size', () => {
    const { unmount } = render(<DataTable rows={rows} columns={columns} rowKey="id" />);
    expect(within(bodyRows()[0]!).getAllByRole('cell')[0]).toHaveTextContent(/^1$/);
    unmount();
    render(<DataTable rows={rows} columns={columns} rowKey="id" page={3} pageSize={20} />);
    expect(within(bodyRows()[0]!).getAllByRole('cell')[0]).toHaveTextContent('41');
  });

  it('shows -- for empty cells and formats the rest', () => {
    render(<DataTable rows={rows} columns={columns} rowKey="id" />);
    const [first, second] = bodyRows();
    const a = within(first!).getAllByRole('cell').map((cell) => cell.textContent);
    const b = within(second!).getAllByRole('cell').map((cell) => cell.textContent);
    expect(a).toEqual(['1', '一号楼', '--', '1,200.00 人民币', '2024年03月05日', '有']);
    expect(b).toEqual(['2', '--', '--', '--', '--', '--']);
  });

  it('has an empty state and a loading state', async () => {
    const { container, rerender } = render(<DataTable rows={[]} columns={columns} rowKey="id" />);
    expect(screen.getByText('暂无数据')).toBeInTheDocument();
    rerender(<DataTable rows={[]} columns={columns} rowKey="id" loading />);
    await waitFor(() => expect(container.querySelector('[aria-busy="true"]')).not.toBeNull());
  });
});

describe('DetailView', () => {
  it('shows labels and values, -- when empty, dates and money formatted', () => {
    render(
      <DetailView
        record={rows[0]}
        items={[
          { key: 'name', label: '名称' },
          { key: 'note', label: '备注' },
          { key: 'amount', label: '金额', format: 'money' },
          { key: 'createdAt', label: '时间', format: { date: 'slash', time: true } },
        ]}
      />,
    );
    expect(screen.getByText('名称')).toBeInTheDocument();
    expect(screen.getByText('一号楼')).toBeInTheDocument();
    expect(screen.getByText('--')).toBeInTheDocument();
    expect(screen.getByText('1,200.00 人民币')).toBeInTheDocument();
    expect(screen.getByText('2024/03/05 08:09:10')).toBeInTheDocument();
  });

  it('shows -- everywhere while there is no record', () => {
    render(<DetailView<Row> record={null} items={[{ key: 'name', label: '名称' }, { key: 'amount', label: '金额' }]} />);
    expect(screen.getAllByText('--')).toHaveLength(2);
  });
});
