import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Spin, message } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { addContent, updateContent, type ContentItem } from '@/api/content';
import { useInvalidate } from '@/api/queries/invalidate';
import { loadError } from '@/api/queries/load-error';
import { SchemaForm } from '@/components/schema-form/schema-form';
import { CONTENT_TYPES, type ContentTypeKey } from '@/contract/content-types';
import { useParkStore } from '@/stores/park';
import { contentFields } from './content-fields';
import { toContentInput, toFormValues, type ContentFormValues } from './content-form-values';
import { classListQuery, contentInfoKey, contentInfoQuery, contentListKey } from './content-queries';
import { CONTENT_SCREENS } from './content-screens';
import { useContentType } from './content-type-of';

function ContentForm({ type, item }: { type: ContentTypeKey; item: ContentItem | null }) {
  const navigate = useNavigate();
  const invalidate = useInvalidate();
  const parkId = useParkStore((state) => state.parkId);
  const classes = useQuery(classListQuery(type, parkId)).data ?? [];
  const fields = contentFields(type, classes.map((c) => ({ label: c.name, value: String(c.id) })));
  const back = () => navigate(`/${CONTENT_SCREENS[type].list}`);

  const save = async (values: ContentFormValues) => {
    const input = toContentInput(type, values);
    if (item) await updateContent(type, { ...input, id: item.id, version: item.version });
    else await addContent(type, { ...input, parkId: parkId ?? 0 });
    void invalidate(contentListKey(type), contentInfoKey(type));
    void message.success(item ? '已保存' : '已保存为草稿');
    back();
  };

  return <SchemaForm<ContentFormValues> fields={fields} initialValues={item ? toFormValues(type, item) : undefined} onSubmit={save} onCancel={back} />;
}

/** Screens `policy-add`, `finance-add`, `service-add`, `news-add`, `declarationNotice-add`: adds an item, or edits `?id=`. */
export function ContentFormScreen() {
  const type = useContentType();
  const [params] = useSearchParams();
  const id = params.get('id');
  const info = useQuery({ ...contentInfoQuery(type, id ?? ''), enabled: Boolean(id) });
  const label = CONTENT_TYPES[type].label;

  return (
    <Card title={id ? `编辑${label}` : `新增${label}`}>
      {id && info.isPending && <Spin />}
      {id && info.isError && <Alert type="error" showIcon title={loadError(info.error)} />}
      {!id && <ContentForm key={`${type}-new`} type={type} item={null} />}
      {id && info.data && !info.isError && <ContentForm key={id} type={type} item={info.data} />}
    </Card>
  );
}
