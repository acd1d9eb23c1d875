import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Spin, message } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { addAppItem, updateAppItem, type AppItem } from '@/api/app-content';
import { useInvalidate } from '@/api/queries/invalidate';
import { loadError } from '@/api/queries/load-error';
import { useContractWord } from '@/components/i18n/contract-word';
import { SchemaForm } from '@/components/schema-form/schema-form';
import { APP_SLOT_KEYS, APP_SLOTS, type AppSlotKey } from '@contract/app-content';
import { useTexts } from '@/stores/language';
import { useParkStore } from '@/stores/park';
import { appContentCatalogue } from './i18n/app-content';
import { appItemFields } from './app-item-fields';
import { toAppItemInput, toFormValues, type AppItemFormValues } from './app-item-form-values';
import { appItemKey, appItemQuery, PREVIEW_KEY, slotKey } from './app-content-queries';

function AppItemForm({ kind, item }: { kind: AppSlotKey; item: AppItem | null }) {
  const navigate = useNavigate();
  const invalidate = useInvalidate();
  const parkId = useParkStore((state) => state.parkId);
  const back = () => navigate(kind === 'quickEnter' ? '/appSet-quick' : '/appSet-manage');
  const texts = useTexts(appContentCatalogue);
  const word = useContractWord();

  const save = async (values: AppItemFormValues) => {
    const input = toAppItemInput(values);
    if (item) await updateAppItem(kind, { ...input, id: item.id, version: item.version });
    else await addAppItem(kind, { ...input, parkId: parkId ?? 0 });
    void invalidate(slotKey(kind), appItemKey(kind), PREVIEW_KEY);
    void message.success(texts.form.saved);
    back();
  };

  return <SchemaForm<AppItemFormValues> fields={appItemFields(kind, texts, word)} initialValues={item ? toFormValues(item) : undefined} onSubmit={save} onCancel={back} />;
}

function AppItemEditor({ kind }: { kind: AppSlotKey }) {
  const [params] = useSearchParams();
  const id = params.get('id');
  const info = useQuery({ ...appItemQuery(kind, id ?? ''), enabled: Boolean(id) });
  const label = useContractWord()(APP_SLOTS[kind].label);
  const words = useTexts(appContentCatalogue).form;
  return (
    <Card title={id ? words.editTitle(label) : words.addTitle(label)}>
      {id && info.isPending && <Spin />}
      {id && info.isError && <Alert type="error" showIcon title={loadError(info.error)} />}
      {!id && <AppItemForm key={`${kind}-new`} kind={kind} item={null} />}
      {id && info.data && !info.isError && <AppItemForm key={id} kind={kind} item={info.data} />}
    </Card>
  );
}

const slotOf = (value: string | null): AppSlotKey => (APP_SLOT_KEYS as string[]).includes(value ?? '') ? (value as AppSlotKey) : 'banner';

/** Screen `appSet-addDetail`: adds or edits (`?id=`) a banner, or another slot's item named by `?kind=`. */
export function AppSetAddDetailScreen() {
  const [params] = useSearchParams();
  const kind = slotOf(params.get('kind'));
  return <AppItemEditor key={kind} kind={kind} />;
}

/** Screen `quick-entry-set`: adds or edits (`?id=`) one quick entry. */
export function QuickEntrySetScreen() {
  return <AppItemEditor kind="quickEnter" />;
}
