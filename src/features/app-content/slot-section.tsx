import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, Flex, Space, Spin } from 'antd';
import { useNavigate } from 'react-router-dom';
import { deleteAppItem, orderSlot, slotCalls, type AppItem } from '@/api/app-content';
import { useInvalidate } from '@/api/queries/invalidate';
import { loadError } from '@/api/queries/load-error';
import { Dialog } from '@/components/dialog/dialog';
import { useContractWord } from '@/components/i18n/contract-word';
import { APP_SLOTS, type AppSlotKey } from '@contract/app-content';
import { useMayCall } from '@/stores/access';
import { useTexts } from '@/stores/language';
import { useParkStore } from '@/stores/park';
import { AppItemView } from './app-item-view';
import { PREVIEW_KEY, slotKey, slotQuery } from './app-content-queries';
import { SortableList } from './sortable-list';
import { appContentCatalogue } from './i18n/app-content';

/** The screen that adds or edits an item of the slot (spec §2 fixed routes). */
export const formPath = (kind: AppSlotKey, id?: number) =>
  kind === 'quickEnter' ? `/quick-entry-set${id ? `?id=${id}` : ''}` : `/appSet-addDetail?kind=${kind}${id ? `&id=${id}` : ''}`;

/** One slot of the app, in its order: drag a row or use 上移 / 下移; 新增, 编辑 and 删除 for those who publish. */
export function SlotSection({ kind }: { kind: AppSlotKey }) {
  const slot = APP_SLOTS[kind];
  const words = useTexts(appContentCatalogue).slot;
  const label = useContractWord()(slot.label);
  const navigate = useNavigate();
  const invalidate = useInvalidate();
  const parkId = useParkStore((state) => state.parkId);
  const calls = slotCalls[kind];
  const mayAdd = useMayCall(calls.add);
  const mayEdit = useMayCall(calls.update);
  const mayOrder = useMayCall(calls.order);
  const mayRemove = useMayCall(calls.remove);
  const list = useQuery(slotQuery(kind, parkId));
  const [removing, setRemoving] = useState<AppItem | null>(null);

  const reorder = async (items: AppItem[]) => {
    await orderSlot(kind, parkId ?? 0, items).finally(() => void invalidate(slotKey(kind), PREVIEW_KEY));
  };
  const removal = useMutation({
    mutationFn: (item: AppItem) => deleteAppItem(kind, item.id),
    onSuccess: () => setRemoving(null),
    onSettled: () => void invalidate(slotKey(kind), PREVIEW_KEY),
  });
  const full = (list.data?.length ?? 0) >= slot.max;

  return (
    <Card
      title={words.title(label, list.data?.length ?? 0, slot.max)}
      size="small"
      extra={mayAdd && <Button type="primary" size="small" disabled={full} onClick={() => navigate(formPath(kind))}>{words.add(label)}</Button>}
    >
      {list.isPending && <Spin />}
      {list.isError && <Alert type="error" showIcon title={loadError(list.error)} action={<Button size="small" onClick={() => void list.refetch()}>{words.retry}</Button>} />}
      {list.data?.length === 0 && <Empty description={words.empty(label)} />}
      {list.data && list.data.length > 0 && (
        <SortableList<AppItem>
          label={words.order(label)}
          items={list.data}
          nameOf={(item) => item.title}
          disabled={!mayOrder}
          onReorder={reorder}
          render={(item) => (
            // The item's text gives way (min-width 0 down the row, its line ellipsed), never the buttons: a Space's
            // items cannot shrink, so a long line pushed 编辑 / 删除 out of the row onto the preview beside it.
            <Flex align="center" justify="space-between" gap={8}>
              <AppItemView item={item} window={slot.window} />
              {(mayEdit || mayRemove) && (
                <Space size={0} style={{ flex: 'none' }}>
                  {mayEdit && <Button type="link" size="small" onClick={() => navigate(formPath(kind, item.id))}>{words.edit}</Button>}
                  {mayRemove && <Button type="link" size="small" danger onClick={() => setRemoving(item)}>{words.remove}</Button>}
                </Space>
              )}
            </Flex>
          )}
        />
      )}
      <Dialog title={words.removeTitle} open={removing !== null} confirmLoading={removal.isPending} width={420} destroyOnHidden
        onOk={() => removing && removal.mutate(removing)} onCancel={() => !removal.isPending && setRemoving(null)}>
        {removing && words.removeConfirm(removing.title)}
      </Dialog>
    </Card>
  );
}
