import { Table } from 'antd';
import { EMPTY_TEXT } from '@contract/constants';
import { isEmptyValue } from '@/lib/empty';
import { EmptyWords } from '@/components/data-table/empty-words';
import { useTexts } from '@/stores/language';
import { logsCatalogue } from './i18n/logs';

export interface LogChangesProps {
  before: unknown;
  after: unknown;
}

interface ChangeRow {
  field: string;
  before: string;
  after: string;
  changed: boolean;
}

function show(value: unknown): string {
  if (isEmptyValue(value)) return EMPTY_TEXT;
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

// The server stores whatever the change was; anything that is not a field map is shown as one value.
function asFields(value: unknown, valueName: string): Record<string, unknown> {
  if (value === null || value === undefined) return {};
  if (typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  return { [valueName]: value };
}

export function changeRows(rawBefore: LogChangesProps['before'], rawAfter: LogChangesProps['after'], valueName: string): ChangeRow[] {
  const before = asFields(rawBefore, valueName);
  const after = asFields(rawAfter, valueName);
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields.map((field) => {
    const was = show(before[field]);
    const now = show(after[field]);
    return { field, before: was, after: now, changed: was !== now };
  });
}

/** Field-by-field before/after of a logged change; changed fields are marked. */
export function LogChanges({ before, after }: LogChangesProps) {
  const texts = useTexts(logsCatalogue);
  return (
    <Table<ChangeRow>
      rowKey="field"
      size="small"
      pagination={false}
      bordered
      dataSource={changeRows(before, after, texts.value)}
      locale={{ emptyText: <EmptyWords>{texts.noChanges}</EmptyWords> }}
      rowClassName={(row) => (row.changed ? 'log-change-row' : '')}
      columns={[
        { key: 'field', title: texts.field, dataIndex: 'field' },
        { key: 'before', title: texts.before, dataIndex: 'before', render: (text: string) => <span style={{ wordBreak: 'break-all' }}>{text}</span> },
        {
          key: 'after',
          title: texts.after,
          dataIndex: 'after',
          render: (text: string, row) => <span style={{ wordBreak: 'break-all', color: row.changed ? '#cf1322' : undefined }}>{text}</span>,
        },
      ]}
    />
  );
}
