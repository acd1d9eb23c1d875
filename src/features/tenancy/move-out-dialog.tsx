import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert, Flex, Spin, message } from 'antd';
import { claimRefusal, isApiError } from '@/api/errors';
import { moveCompanyOut, type CompanyRow } from '@/api/tenancy';
import { useInvalidate } from '@/api/queries/invalidate';
import { loadError } from '@/api/queries/load-error';
import { Dialog } from '@/components/dialog/dialog';
import type { FormField } from '@/components/schema-form/form-fields';
import { SchemaForm } from '@/components/schema-form/schema-form';
import { moveOutDateRule } from '@contract/date-rules';
import { parkToday } from '@contract/park-calendar';
import { useContractWord } from '@/components/i18n/contract-word';
import { useTexts } from '@/stores/language';
import { COMPANY_STATES } from '@contract/company-states';
import { roomsText } from './company-fields';
import { tenancyCatalogue, type TenancyTexts } from './i18n/tenancy';
import { COMPANY_LIST_KEY, MOVE_IN_KEY, moveInInfoQuery, ROOM_KEYS } from './tenancy-queries';

export const REASON_MAX = 200;

// The picker offers only the days the server accepts: from the latest move-in to today.
const fieldsFor = (movedInOn: string | null, words: TenancyTexts['moveOut']): FormField[] => [
  { type: 'date', name: 'date', label: words.date, required: true, rule: (day) => moveOutDateRule(day, parkToday(), movedInOn) },
  { type: 'textarea', name: 'reason', label: words.reason, required: true, maxLength: REASON_MAX, rows: 3 },
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
  const texts = useTexts(tenancyCatalogue);
  const words = texts.moveOut;
  const word = useContractWord();
  const info = useQuery({ ...moveInInfoQuery(company?.id ?? 0), enabled: company !== null });
  const [refusal, setRefusal] = useState<string | null>(null);
  const close = () => {
    setRefusal(null);
    onClose();
  };
  const save = async (values: MoveOutValues) => {
    if (!company) return;
    setRefusal(null);
    try {
      await moveCompanyOut({ companyId: company.id, date: values.date, reason: values.reason.trim() });
    } catch (failure) {
      // A refusal about a field shows under it (the form does that); any other shows here, not behind the dialog.
      if (isApiError(failure) && !failure.fields.length) setRefusal(claimRefusal(failure));
      throw failure;
    }
    void message.success(words.done);
    void invalidate(COMPANY_LIST_KEY, MOVE_IN_KEY, ...ROOM_KEYS);
    close();
  };
  const rooms = company ? roomsText(company, texts.list.roomSeparator) : '';
  return (
    <Dialog title={company ? words.title(company.name) : ''} open={company !== null} onCancel={close} footer={null} destroyOnHidden>
      {company && (
        <Flex vertical gap={16}>
          <Alert
            type="warning"
            showIcon
            title={words.warning(word(COMPANY_STATES.movedOut.label), rooms)}
          />
          {refusal && <Alert type="error" showIcon title={refusal} />}
          {info.isPending && <Spin />}
          {info.isError && <Alert type="error" showIcon title={loadError(info.error)} />}
          {info.isSuccess && <SchemaForm<MoveOutValues>
            key={company.id}
            fields={fieldsFor(info.data.movedInOn, words)}
            initialValues={{ date: parkToday() }}
            onSubmit={save}
            onCancel={close}
            submitText={words.submit}
            guardLeave={false}
            labelWidth={90}
          />}
        </Flex>
      )}
    </Dialog>
  );
}
