import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, InputNumber, Space, Table } from 'antd';
import { callKey } from '@/api/call';
import { fetchServiceLevels, orderCalls, saveServiceLevel, type ServiceLevel } from '@/api/orders';
import { Dialog } from '@/components/dialog/dialog';
import type { ServiceType } from '@contract/agency';
import { serviceTypeText } from './order-columns';
import { PARK_ORDER_LIST_KEY } from './orders-queries';
import { ordersCatalogue } from './i18n/orders';
import { useTexts } from '@/stores/language';

const LEVELS_KEY = callKey(orderCalls.serviceLevels);

function LevelRow({ level, editable, onSaved }: { level: ServiceLevel; editable: boolean; onSaved: (next: ServiceLevel[]) => void }) {
  const [hours, setHours] = useState<number | null>(level.responseHours);
  const [days, setDays] = useState<number | null>(level.completeDays);
  const words = useTexts(ordersCatalogue).levels;
  // A refusal: the HTTP client has already shown why.
  const saving = useMutation({ mutationFn: saveServiceLevel, onSuccess: onSaved });
  const save = () => {
    if (hours && days) saving.mutate({ serviceType: level.serviceType as ServiceType, responseHours: hours, completeDays: days });
  };
  return (
    <Space>
      <InputNumber aria-label={words.responseHours(serviceTypeText(level.serviceType))} min={1} max={720} precision={0} disabled={!editable} value={hours} onChange={setHours} suffix={words.hours} />
      <InputNumber aria-label={words.completeDays(serviceTypeText(level.serviceType))} min={1} max={365} precision={0} disabled={!editable} value={days} onChange={setDays} suffix={words.days} />
      {editable && <Button disabled={!hours || !days} loading={saving.isPending} onClick={save}>{words.save}</Button>}
    </Space>
  );
}

/** The park's service-level targets per service type: open orders past them are marked 超时 and counted. */
export function ServiceLevelButton({ editable }: { editable: boolean }) {
  const [open, setOpen] = useState(false);
  const texts = useTexts(ordersCatalogue);
  const client = useQueryClient();
  const levels = useQuery({ queryKey: LEVELS_KEY, queryFn: fetchServiceLevels, enabled: open, gcTime: 0 });
  const saved = (next: ServiceLevel[]) => {
    client.setQueryData(LEVELS_KEY, next);
    void client.invalidateQueries({ queryKey: PARK_ORDER_LIST_KEY });
  };
  return (
    <>
      <Button onClick={() => setOpen(true)}>{texts.levels.button}</Button>
      <Dialog title={texts.levels.title} open={open} width={720} footer={null} onCancel={() => setOpen(false)} destroyOnHidden>
        <Table<ServiceLevel>
          rowKey="serviceType"
          size="small"
          pagination={false}
          loading={levels.isPending}
          dataSource={levels.data ?? []}
          columns={[
            { key: 'type', title: texts.detail.serviceType, render: (_, row) => serviceTypeText(row.serviceType) },
            { key: 'target', title: texts.levels.target, render: (_, row) => <LevelRow level={row} editable={editable} onSaved={saved} /> },
          ]}
        />
      </Dialog>
    </>
  );
}
