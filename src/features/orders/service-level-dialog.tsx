import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, InputNumber, Space, Table } from 'antd';
import { callKey } from '@/api/call';
import { fetchServiceLevels, orderCalls, saveServiceLevel, type ServiceLevel } from '@/api/orders';
import { Dialog } from '@/components/dialog/dialog';
import type { ServiceType } from '@contract/agency';
import { serviceTypeText } from './order-columns';
import { PARK_ORDER_LIST_KEY } from './orders-queries';

const LEVELS_KEY = callKey(orderCalls.serviceLevels);

function LevelRow({ level, editable, onSaved }: { level: ServiceLevel; editable: boolean; onSaved: (next: ServiceLevel[]) => void }) {
  const [hours, setHours] = useState<number | null>(level.responseHours);
  const [days, setDays] = useState<number | null>(level.completeDays);
  // A refusal: the HTTP client has already shown why.
  const saving = useMutation({ mutationFn: saveServiceLevel, onSuccess: onSaved });
  const save = () => {
    if (hours && days) saving.mutate({ serviceType: level.serviceType as ServiceType, responseHours: hours, completeDays: days });
  };
  return (
    <Space>
      <InputNumber aria-label={`${serviceTypeText(level.serviceType)}响应小时`} min={1} max={720} precision={0} disabled={!editable} value={hours} onChange={setHours} suffix="小时" />
      <InputNumber aria-label={`${serviceTypeText(level.serviceType)}交付天数`} min={1} max={365} precision={0} disabled={!editable} value={days} onChange={setDays} suffix="天" />
      {editable && <Button disabled={!hours || !days} loading={saving.isPending} onClick={save}>保存</Button>}
    </Space>
  );
}

/** The park's service-level targets per service type: open orders past them are marked 超时 and counted. */
export function ServiceLevelButton({ editable }: { editable: boolean }) {
  const [open, setOpen] = useState(false);
  const client = useQueryClient();
  const levels = useQuery({ queryKey: LEVELS_KEY, queryFn: fetchServiceLevels, enabled: open, gcTime: 0 });
  const saved = (next: ServiceLevel[]) => {
    client.setQueryData(LEVELS_KEY, next);
    void client.invalidateQueries({ queryKey: PARK_ORDER_LIST_KEY });
  };
  return (
    <>
      <Button onClick={() => setOpen(true)}>时效目标</Button>
      <Dialog title="时效目标（首次响应 / 交付）" open={open} width={720} footer={null} onCancel={() => setOpen(false)} destroyOnHidden>
        <Table<ServiceLevel>
          rowKey="serviceType"
          size="small"
          pagination={false}
          loading={levels.isPending}
          dataSource={levels.data ?? []}
          columns={[
            { key: 'type', title: '服务类型', render: (_, row) => serviceTypeText(row.serviceType) },
            { key: 'target', title: '目标（未设置则不计超时）', render: (_, row) => <LevelRow level={row} editable={editable} onSaved={saved} /> },
          ]}
        />
      </Dialog>
    </>
  );
}
