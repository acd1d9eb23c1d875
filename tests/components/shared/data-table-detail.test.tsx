import { render, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, afterAll, describe, expect, it } from 'vitest';
import { DataTable, type DataColumn } from '@/components/data-table/data-table';
import { DetailView } from '@/components/detail-view/detail-view';
import { StatusTag, stateTag } from '@/components/status-tag/status-tag';
import { TONE_KEYS } from '@contract/tones';
import { ORDER_STATE_TONES, ORDER_STATES } from '@contract/order-states';

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

// WCAG 2's contrast ratio of two #rrggbb colours.
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
    return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}
const hexOf = (rgb: string) => `#${(rgb.match(/\d+/g) ?? []).slice(0, 3).map((n) => Number(n).toString(16).padStart(2, '0')).join('')}`;

describe('StatusTag', () => {
  it('shows every tone with text at least 4.5:1 on its own background', () => {
    render(<>{TONE_KEYS.map((tone) => <StatusTag key={tone} tone={tone}>{`状态${tone}`}</StatusTag>)}</>);
    for (const tone of TONE_KEYS) {
      const tag = screen.getByText(`状态${tone}`);
      expect(tag).toHaveAttribute('data-tone', tone);
      const style = window.getComputedStyle(tag);
      expect(contrast(hexOf(style.color), hexOf(style.backgroundColor)), tone).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("shows a catalogue's state with its label and the tone the contract gives it, and an unknown state as written", () => {
    const orderState = stateTag(ORDER_STATES, ORDER_STATE_TONES);
    render(<>{orderState('rejected')}{orderState('somethingNew')}</>);
    expect(screen.getByText(ORDER_STATES.rejected)).toHaveAttribute('data-tone', ORDER_STATE_TONES.rejected);
    expect(screen.getByText('somethingNew')).toHaveAttribute('data-tone', 'neutral');
  });
});
