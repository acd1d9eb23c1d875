import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Spin, message } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { savePersonnel, type Personnel } from '@/api/personnel';
import { useInvalidate } from '@/api/queries/invalidate';
import { loadError } from '@/api/queries/load-error';
import { useContractWord } from '@/components/i18n/contract-word';
import { SchemaForm } from '@/components/schema-form/schema-form';
import { useTexts } from '@/stores/language';
import { staffCatalogue } from './i18n/staff';
import { staffFormFields } from './staff-fields';
import { toFormValues, toStaffInput, type StaffFormValues } from './staff-form-values';
import { PERSONNEL_INFO_KEY, PERSONNEL_LIST_KEY, personnelInfoQuery } from './staff-queries';

const LIST_PATH = '/staffManage';

function StaffForm({ row }: { row: Personnel | null }) {
  const navigate = useNavigate();
  const invalidate = useInvalidate();
  const texts = useTexts(staffCatalogue);
  const word = useContractWord();
  const fields = useMemo(() => staffFormFields(row ? (row.idNumber ?? '') : null, texts.fields, word), [row, texts, word]);

  const save = async (values: StaffFormValues) => {
    await savePersonnel(toStaffInput(values, row?.id));
    void invalidate(PERSONNEL_LIST_KEY, PERSONNEL_INFO_KEY);
    void message.success(row ? texts.form.saved : texts.form.added);
    navigate(LIST_PATH);
  };

  return (
    <SchemaForm<StaffFormValues>
      fields={fields}
      initialValues={row ? toFormValues(row) : undefined}
      onSubmit={save}
      onCancel={() => navigate(LIST_PATH)}
    />
  );
}

/** Screen `staffAddOrEdit`: adds a staff member of the company, or edits the one named by `?id=`. */
export function StaffFormScreen() {
  const [params] = useSearchParams();
  const id = params.get('id');
  const info = useQuery({ ...personnelInfoQuery(id ?? ''), enabled: Boolean(id) });
  const words = useTexts(staffCatalogue).form;

  return (
    <Card title={id ? words.editTitle : words.addTitle}>
      {id && info.isPending && <Spin />}
      {id && info.isError && <Alert type="error" showIcon title={loadError(info.error)} />}
      {!id && <StaffForm key="new" row={null} />}
      {id && info.data && !info.isError && <StaffForm key={id} row={info.data} />}
    </Card>
  );
}
