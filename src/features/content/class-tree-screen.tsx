import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Input, Space, Table, message } from 'antd';
import { addClass, deleteClass, orderClasses, renameClass, type ContentClass } from '@/api/content';
import { useInvalidate } from '@/api/queries/invalidate';
import { loadError } from '@/api/queries/load-error';
import { Dialog } from '@/components/dialog/dialog';
import { useFieldErrors } from '@/components/form-errors/use-field-errors';
import { CONTENT_TYPES } from '@contract/content-types';
import { useParkStore } from '@/stores/park';
import { movedOrder, toTree, type ClassNode } from './class-tree';
import { classListKey, classListQuery, contentListKey } from './content-queries';
import { useContentType } from './content-type-of';
import { contentCatalogue } from './i18n/content';
import { useTexts } from '@/stores/language';
import { useContractWord } from '@/components/i18n/contract-word';

type Editing = { mode: 'add'; parentId: number | null } | { mode: 'rename'; node: ContentClass };

/** Screens `policy-classify-mange`, `finance-classify-mange`, `service-classify-mange`: a type's classification tree. */
export function ClassTreeScreen() {
  const type = useContentType();
  const parkId = useParkStore((state) => state.parkId);
  const invalidate = useInvalidate();
  const { common, classes: words, list: listWords } = useTexts(contentCatalogue);
  const word = useContractWord();
  const classes = useQuery(classListQuery(type, parkId));
  const [editing, setEditing] = useState<Editing | null>(null);
  const [form] = Form.useForm<{ name: string }>();
  const fieldErrors = useFieldErrors(form);
  const [removing, setRemoving] = useState<ContentClass | null>(null);
  const [collapsed, setCollapsed] = useState<number[]>([]);
  const list = classes.data ?? [];
  const refresh = () => void invalidate(classListKey(type), contentListKey(type));

  // A refusal: the HTTP client has already shown why (e.g. how many items still use the node).
  const change = useMutation({
    mutationFn: ({ work }: { work: () => Promise<unknown>; done?: string }) => work(),
    onSuccess: (_answer, { done }) => {
      if (done) void message.success(done);
    },
    onSettled: refresh,
  });

  const open = (next: Editing) => {
    form.resetFields();
    form.setFieldsValue({ name: next.mode === 'rename' ? next.node.name : '' });
    setEditing(next);
  };

  // The dialog stays open with the typed name until the server takes it; a refused name shows under it.
  const saving = useMutation({
    mutationFn: ({ target, name }: { target: Editing; name: string }) =>
      target.mode === 'add' ? addClass(type, parkId ?? 0, name, target.parentId) : renameClass(type, target.node.id, name),
    onSuccess: () => {
      setEditing(null);
      void message.success(common.saved);
      refresh();
    },
    onError: (error) => fieldErrors.apply(error),
  });
  const save = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!editing || !values) return;
    saving.mutate({ target: editing, name: values.name.trim() });
  };

  const move = (node: ContentClass, step: -1 | 1) => {
    const ids = movedOrder(list, node, step);
    if (ids) change.mutate({ work: () => orderClasses(type, parkId ?? 0, ids) });
  };

  return (
    <Card title={listWords.classes(word(CONTENT_TYPES[type].label))} extra={<Button type="primary" onClick={() => open({ mode: 'add', parentId: null })}>{words.add}</Button>}>
      {classes.isError && <Alert type="error" showIcon title={loadError(classes.error)} />}
      <Table<ClassNode>
        rowKey="id"
        loading={classes.isPending && Boolean(parkId)}
        dataSource={toTree(list)}
        pagination={false}
        expandable={{
          expandedRowKeys: list.map((c) => c.id).filter((id) => !collapsed.includes(id)),
          onExpand: (expanded, node) => setCollapsed((ids) => (expanded ? ids.filter((id) => id !== node.id) : [...ids, node.id])),
        }}
        columns={[
          { key: 'name', dataIndex: 'name', title: words.name },
          { key: 'items', dataIndex: 'items', title: words.items },
          {
            key: 'actions',
            title: common.actions,
            render: (_, node) => (
              <Space size={4} wrap>
                {node.parentId === null && <Button type="link" size="small" onClick={() => open({ mode: 'add', parentId: node.id })}>{words.addChild}</Button>}
                <Button type="link" size="small" onClick={() => open({ mode: 'rename', node })}>{words.rename}</Button>
                <Button type="link" size="small" aria-label={words.moveUpLabel(node.name)} onClick={() => move(node, -1)}>{words.moveUp}</Button>
                <Button type="link" size="small" aria-label={words.moveDownLabel(node.name)} onClick={() => move(node, 1)}>{words.moveDown}</Button>
                <Button type="link" size="small" danger onClick={() => setRemoving(node)}>{common.delete}</Button>
              </Space>
            ),
          },
        ]}
      />
      <Dialog title={editing?.mode === 'rename' ? words.renameTitle : words.add} open={editing !== null} confirmLoading={saving.isPending} onOk={() => void save()} onCancel={() => setEditing(null)} width={420} forceRender>
        <Form form={form} onValuesChange={fieldErrors.onValuesChange} onFinish={() => void save()}>
          <Form.Item name="name" rules={[{ required: true, whitespace: true, message: words.nameRequired }]}>
            <Input aria-label={words.name} placeholder={words.nameRequired} maxLength={30} />
          </Form.Item>
        </Form>
      </Dialog>
      <Dialog
        title={words.removeTitle}
        open={removing !== null}
        okButtonProps={{ danger: true }}
        width={420}
        onCancel={() => setRemoving(null)}
        onOk={() => {
          const node = removing;
          setRemoving(null);
          if (node) change.mutate({ work: () => deleteClass(type, node.id), done: words.removed });
        }}
      >
        {words.removeConfirm(removing?.name ?? '')}
      </Dialog>
    </Card>
  );
}
