import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Spin, message } from 'antd';
import { saveOwnStrength, type AgencyStrength } from '@/api/agency';
import { useInvalidate } from '@/api/queries/invalidate';
import { loadError } from '@/api/queries/load-error';
import { useFieldErrors } from '@/components/form-errors/use-field-errors';
import { useTexts } from '@/stores/language';
import { OWN_STRENGTH_KEY, STRENGTH_KEY, ownStrengthQuery } from './agency-queries';
import { CaseList, MemberList, QualificationList } from './strength-lists';
import { toStrength, toStrengthForm, type StrengthFormValues } from './strength-values';
import { agencyCatalogue } from './i18n/agency';

function StrengthForm({ strength }: { strength: AgencyStrength }) {
  const [form] = Form.useForm<StrengthFormValues>();
  const fieldErrors = useFieldErrors(form);
  const invalidate = useInvalidate();
  const texts = useTexts(agencyCatalogue);
  const saving = useMutation({
    mutationFn: (values: StrengthFormValues) => saveOwnStrength(toStrength(values)),
    onSuccess: () => {
      void invalidate(OWN_STRENGTH_KEY, STRENGTH_KEY);
      void message.success(texts.strength.saved);
    },
    // A refused file shows under its entry, anything else the client has shown; every typed value stays.
    onError: (error) => fieldErrors.apply(error),
  });
  return (
    <Form form={form} layout="vertical" initialValues={toStrengthForm(strength)} onFinish={(v) => saving.mutate(v)} onValuesChange={fieldErrors.onValuesChange}>
      <MemberList />
      <QualificationList />
      <CaseList />
      <Button type="primary" htmlType="submit" loading={saving.isPending}>{texts.save}</Button>
    </Form>
  );
}

/** Screen `strength-intro`: the agency's team, qualifications and cases, shown on its public detail. */
export function StrengthIntroScreen() {
  const info = useQuery(ownStrengthQuery());
  const texts = useTexts(agencyCatalogue);
  return (
    <Card title={texts.strength.title}>
      {info.isPending && <Spin />}
      {info.isError && <Alert type="error" showIcon title={loadError(info.error)} />}
      {info.data && <StrengthForm strength={info.data} />}
    </Card>
  );
}
