import { Alert, Flex, message } from 'antd';
import dayjs from 'dayjs';
import { moveCompanyOut, type CompanyRow } from '@/api/tenancy';
import { useInvalidate } from '@/api/queries/invalidate';
import { Dialog } from '@/components/dialog/dialog';
import type { FormField } from '@/components/schema-form/form-fields';
import { SchemaForm } from '@/components/schema-form/schema-form';
import { roomsText } from './company-fields';
import { COMPANY_LIST_KEY, MOVE_IN_KEY, ROOM_KEYS } from './tenancy-queries';

export const REASON_MAX = 200;

const fields: FormField[] = [
  { type: 'date', name: 'date', label: '迁出日期', required: true },
  { type: 'textarea', name: 'reason', label: '迁出原因', required: true, maxLength: REASON_MAX, rows: 3 },
];

interface MoveOutValues extends Record<string, unknown> {
  date: string;
  reason: string;
}

interface MoveOutDialogProps {
  company: CompanyRow | null;
  onClose: () => void;
}

/** Moves a settled company out of the park: its rooms are freed and it becomes 已迁出; the history stays. */
export function MoveOutDialog({ company, onClose }: MoveOutDialogProps) {
  const invalidate = useInvalidate();
  const save = async (values: MoveOutValues) => {
    if (!company) return;
    await moveCompanyOut({ companyId: company.id, date: values.date, reason: values.reason.trim() });
    void message.success('迁出成功');
    void invalidate(COMPANY_LIST_KEY, MOVE_IN_KEY, ...ROOM_KEYS);
    onClose();
  };
  const rooms = company ? roomsText(company) : '';
  return (
    <Dialog title={company ? `企业迁出（${company.name}）` : ''} open={company !== null} onCancel={onClose} footer={null} destroyOnHidden>
      {company && (
        <Flex vertical gap={16}>
          <Alert
            type="warning"
            showIcon
            title={`迁出后该企业状态变为「已迁出」，${rooms ? `将释放房间：${rooms}` : '该企业当前没有房间'}。此操作不可撤销，请确认。`}
          />
          <SchemaForm<MoveOutValues>
            key={company.id}
            fields={fields}
            initialValues={{ date: dayjs().format('YYYY-MM-DD') }}
            onSubmit={save}
            onCancel={onClose}
            submitText="确认迁出"
            guardLeave={false}
            labelWidth={90}
          />
        </Flex>
      )}
    </Dialog>
  );
}
