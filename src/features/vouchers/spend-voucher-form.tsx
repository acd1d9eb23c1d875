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
  const services = useQuery({ queryKey: callKey(agencyServiceCalls.listed, { body: VOUCHER_SERVICES }), queryFn: () => fetchListedServices(VOUCHER_SERVICES) });
  const options = (services.data?.list ?? [])
    .filter((s) => s.voucherPayable && voucher.serviceTypes.includes(s.serviceType))
    .map((s) => ({ value: s.id, label: `${s.name}（${s.mechanismName}，${fen(s.priceMinFen)}起）` }));
  const submit = async (values: Values) => {
    try {
      await spendVoucher(voucher.id, { serviceId: values.serviceId, needs: values.needs });
    } catch (error) {
      // A refusal of the chosen service shows under it, any other the client has shown; the values stay.
      fieldErrors.apply(error);
      return;
    }
    void message.success('下单成功');
    void invalidate(...VOUCHER_ORDER_KEYS, MY_VOUCHER_KEY, MY_VOUCHER_DETAIL_KEY);
  };
  return (
    <Card title="使用服务券">
      <Form form={form} layout="vertical" onFinish={(v) => void submit(v)} onValuesChange={fieldErrors.onValuesChange}>
        <Form.Item name="serviceId" label="选择机构服务" rules={[{ required: true, message: '请选择服务' }]}>
          <Select options={options} loading={services.isPending} placeholder="可用本券抵扣的机构服务" showSearch optionFilterProp="label" />
        </Form.Item>
        <Form.Item name="needs" label="服务需求" rules={[{ required: true, whitespace: true, message: '请填写服务需求' }]}>
          <Input.TextArea maxLength={500} />
        </Form.Item>
        <Button type="primary" htmlType="submit">使用服务券下单</Button>
      </Form>
    </Card>
  );
}
