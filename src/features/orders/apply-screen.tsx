import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Card, Spin } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { applyForPolicy, applyForService } from '@/api/orders';
import { loadError } from '@/api/queries/load-error';
import { SchemaForm } from '@/components/schema-form/schema-form';
import { useParkStore } from '@/stores/park';
import { applyFields, applyFormName, toApplyInput, type ApplyFormValues } from './apply-form-values';
import { ordersCatalogue } from './i18n/orders';
import { useTexts } from '@/stores/language';
import { MY_ORDER_LIST_KEY, applyOptionsQuery, contactPrefillQuery, orderQuery } from './orders-queries';

/** Screen `front-createCashOrder`: apply for a listed service (the park's or an agency's) or a policy; `?subject=park:3` preselects. */
export function ApplyScreen() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const parkId = useParkStore((state) => state.parkId);
  const client = useQueryClient();
  const texts = useTexts(ordersCatalogue);
  const options = useQuery(applyOptionsQuery());
  const prefill = useQuery(contactPrefillQuery(parkId));
  const applying = useMutation({
    mutationFn: (values: ApplyFormValues) => {
      const call = toApplyInput(values);
      return call.kind === 'policy' ? applyForPolicy(call.input) : applyForService(call.input);
    },
    // The call answers the order it made: the detail opens on it instead of asking for it again.
    onSuccess: async (order) => {
      client.setQueryData(orderQuery(order.parkId, String(order.id)).queryKey, order);
      await client.invalidateQueries({ queryKey: MY_ORDER_LIST_KEY });
      navigate(`/front-cashOrderDetail?id=${order.id}&parkId=${order.parkId}`);
    },
  });
  if (options.isPending || prefill.isPending) return <Spin />;
  if (options.isError) return <Alert type="error" showIcon title={loadError(options.error)} />;
  const chosen = params.get('subject');
  const initialValues: ApplyFormValues = {
    contact: prefill.data?.contact ?? '',
    phone: prefill.data?.phone ?? '',
    ...(chosen ? { subject: chosen } : {}),
  };
  return (
    <Card title={texts.apply.title}>
      <SchemaForm<ApplyFormValues> fields={applyFields(options.data, texts)} initialValues={initialValues} nameOf={applyFormName} onSubmit={applying.mutateAsync} onCancel={() => navigate('/front-cash-order')} submitText={texts.apply.submit} />
    </Card>
  );
}
