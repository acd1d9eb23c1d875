import { useQuery } from '@tanstack/react-query';
import { Button, Card, Form, Input, Select, message } from 'antd';
import { agencyServiceCalls, fetchListedServices } from '@/api/agency-services';
import { callKey } from '@/api/call';
import { spendVoucher } from '@/api/voucher-orders';
import type { VoucherDetail } from '@/api/vouchers';
import { useInvalidate } from '@/api/queries/invalidate';
import { useFieldErrors } from '@/components/form-errors/use-field-errors';
import { fen } from './voucher-labels';
import { MY_VOUCHER_DETAIL_KEY, MY_VOUCHER_KEY } from './voucher-queries';
import { VOUCHER_ORDER_KEYS } from './voucher-order-queries';
import { useTexts } from '@/stores/language';
import { vouchersCatalogue } from './i18n/vouchers';

const VOUCHER_SERVICES = { pageNum: 1, pageSize: 100 };

interface Values {
  serviceId: number;
  needs: string;
}

/** Spends an active voucher on a listed agency service of a type its batch pays for: a voucher order. */
export function SpendVoucherForm({ voucher }: { voucher: VoucherDetail }) {
  const [form] = Form.useForm<Values>();
  const fieldErrors = useFieldErrors(form);
  const invalidate = useInvalidate();
  const { spend } = useTexts(vouchersCatalogue);
  const services = useQuery({ queryKey: callKey(agencyServiceCalls.listed, { body: VOUCHER_SERVICES }), queryFn: () => fetchListedServices(VOUCHER_SERVICES) });
  const options = (services.data?.list ?? [])
    .filter((s) => s.voucherPayable && voucher.serviceTypes.includes(s.serviceType))
    .map((s) => ({ value: s.id, label: spend.serviceOption(s.name, s.mechanismName, fen(s.priceMinFen)) }));
  const submit = async (values: Values) => {
    try {
      await spendVoucher(voucher.id, { serviceId: values.serviceId, needs: values.needs });
    } catch (error) {
      // A refusal of the chosen service shows under it, any other the client has shown; the values stay.
      fieldErrors.apply(error);
      return;
    }
    void message.success(spend.done);
    void invalidate(...VOUCHER_ORDER_KEYS, MY_VOUCHER_KEY, MY_VOUCHER_DETAIL_KEY);
  };
  return (
    <Card title={spend.title}>
      <Form form={form} layout="vertical" onFinish={(v) => void submit(v)} onValuesChange={fieldErrors.onValuesChange}>
        <Form.Item name="serviceId" label={spend.service} rules={[{ required: true, message: spend.serviceRequired }]}>
          <Select options={options} loading={services.isPending} placeholder={spend.servicePlaceholder} showSearch optionFilterProp="label" />
        </Form.Item>
        <Form.Item name="needs" label={spend.needs} rules={[{ required: true, whitespace: true, message: spend.needsRequired }]}>
          <Input.TextArea maxLength={500} />
        </Form.Item>
        <Button type="primary" htmlType="submit">{spend.submit}</Button>
      </Form>
    </Card>
  );
}
