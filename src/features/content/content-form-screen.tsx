import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Spin, message } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { addContent, updateContent, type ContentItem } from '@/api/content';
import { useInvalidate } from '@/api/queries/invalidate';
import { loadError } from '@/api/queries/load-error';
import { SchemaForm } from '@/components/schema-form/schema-form';
import { CONTENT_TYPES, type ContentTypeKey } from '@contract/content-types';
import { useParkStore } from '@/stores/park';
import { contentFields } from './content-fields';
import { contentFormName, toContentInput, toFormValues, type ContentFormValues } from './content-form-values';
import { classListQuery, contentInfoKey, contentInfoQuery, contentListKey } from './content-queries';
import { CONTENT_SCREENS } from './content-screens';
import { useContentType } from './content-type-of';
import { conditionFormField, conditionValues, saveConditionsOf } from './policy/policy-form-part';
import { CONDITION_LIST_KEY, conditionFieldsQuery, conditionListQuery } from './policy/policy-queries';
import type { PolicyCondition } from '@/api/policies';
import { contentCatalogue } from './i18n/content';
import { useTexts } from '@/stores/language';
import { useContractWord } from '@/components/i18n/contract-word';

// A policy's form also edits its conditions (policy/), saved by their own call once the item is saved.
function ContentForm({ type, item, conditions }: { type: ContentTypeKey; item: ContentItem | null; conditions: PolicyCondition[] }) {
  const navigate = useNavigate();
  const invalidate = useInvalidate();
  const texts = useTexts(contentCatalogue);
  const word = useContractWord();
  const parkId = useParkStore((state) => state.parkId);
  const classes = useQuery(classListQuery(type, parkId)).data ?? [];
  const isPolicy = type === 'policy';
  const readable = useQuery({ ...conditionFieldsQuery(parkId), enabled: isPolicy && Boolean(parkId) }).data ?? [];
  const own = contentFields(type, classes.map((c) => ({ label: c.name, value: String(c.id) })), texts, word);
  const fields = isPolicy ? [...own, conditionFormField(readable, texts)] : own;
  // The list sits under a menu group whose path the server's menus decide: go back to it when the form was opened
  // from it, else to the screen's name.
  const back = () => ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0 ? navigate(-1) : navigate(`/${CONTENT_SCREENS[type].list}`);

  const save = async (values: ContentFormValues) => {
    const input = toContentInput(type, values, texts.common.attachment);
    const saved = item ? await updateContent(type, { ...input, id: item.id, version: item.version }) : await addContent(type, { ...input, parkId: parkId ?? 0 });
    if (isPolicy) {
      try {
        await saveConditionsOf(saved.id, values, !item);
      } catch (error) {
        // The item is saved: its new version comes back for the next save, and a new one is edited from now on so a
        // second save does not add a second draft.
        void invalidate(contentListKey(type), contentInfoKey(type), CONDITION_LIST_KEY);
        if (!item) navigate(`/${CONTENT_SCREENS[type].form}?id=${saved.id}`, { replace: true });
        throw error;
      }
    }
    void invalidate(contentListKey(type), contentInfoKey(type), CONDITION_LIST_KEY);
    void message.success(item ? texts.common.saved : texts.form.savedDraft);
    back();
  };

  const initial = item ? { ...toFormValues(type, item), ...(isPolicy ? conditionValues(conditions) : {}) } : undefined;
  return <SchemaForm<ContentFormValues> fields={fields} initialValues={initial} nameOf={contentFormName} onSubmit={save} onCancel={back} />;
}

/** Screens `policy-add`, `finance-add`, `service-add`, `news-add`, `declarationNotice-add`: adds an item, or edits `?id=`. */
export function ContentFormScreen() {
  const type = useContentType();
  const [params] = useSearchParams();
  const id = params.get('id');
  const info = useQuery({ ...contentInfoQuery(type, id ?? ''), enabled: Boolean(id) });
  const conditions = useQuery({ ...conditionListQuery(id ?? ''), enabled: Boolean(id) && type === 'policy' });
  const ready = info.data && (type !== 'policy' || conditions.data);
  const { form } = useTexts(contentCatalogue);
  const label = useContractWord()(CONTENT_TYPES[type].label);

  return (
    <Card title={id ? form.editTitle(label) : form.addTitle(label)}>
      {id && !ready && !info.isError && !conditions.isError && <Spin />}
      {id && (info.isError || conditions.isError) && <Alert type="error" showIcon title={loadError(info.error ?? conditions.error)} />}
      {!id && <ContentForm key={`${type}-new`} type={type} item={null} conditions={[]} />}
      {id && ready && !info.isError && <ContentForm key={id} type={type} item={info.data} conditions={conditions.data ?? []} />}
    </Card>
  );
}
