import { Tag } from 'antd';
import type { ContentRow } from '@/api/content';
import type { DataColumn } from '@/components/data-table/data-table';
import type { SearchField } from '@/components/search-box/search-fields';
import { CONTENT_STATES, CONTENT_TYPES, type ContentField, type ContentTypeKey } from '@contract/content-types';
import type { ContentClass } from '@contract/schemas/content';
import { formatMoney } from '@/lib/money';

const FEN_PER_YUAN = 100;

/** How a type's own field reads in a list or a detail. */
export function fieldText(field: ContentField, value: unknown): string {
  if (value === null || value === undefined || value === '') return '--';
  switch (field.kind) {
    case 'enum':
      return field.options[String(value)] ?? String(value);
    case 'fen':
      return formatMoney(Number(value) / FEN_PER_YUAN);
    case 'boolean':
      return value ? '是' : '否';
    default:
      return String(value);
  }
}

/** The list's columns from the type's declaration. */
export function contentColumns(type: ContentTypeKey): DataColumn<ContentRow>[] {
  const declaration = CONTENT_TYPES[type];
  const own = declaration.columns.map((key): DataColumn<ContentRow> => {
    const field = declaration.fields.find((f) => f.key === key)!;
    return { key: `extra.${key}`, title: field.label, render: (row) => fieldText(field, row.extra[key]) };
  });
  return [
    {
      key: 'title',
      title: declaration.titleLabel,
      ellipsis: true,
      render: (row) => (
        <>
          {row.pinned && <Tag color="red">置顶</Tag>}
          {row.title}
        </>
      ),
    },
    ...(declaration.classified ? [{ key: 'classificationName', title: '分类' } as DataColumn<ContentRow>] : []),
    ...own,
    { key: 'publishAt', title: '发布时间', render: (row) => (row.publishAt ? row.publishAt.slice(0, 16).replace('T', ' ') : '--') },
    { key: 'state', title: '状态', render: (row) => CONTENT_STATES[row.state] },
  ];
}

export function contentSearchFields(type: ContentTypeKey, classes: ContentClass[]): SearchField[] {
  const declaration = CONTENT_TYPES[type];
  return [
    { type: 'text', name: 'title', label: declaration.titleLabel },
    ...(declaration.classified
      ? [{ type: 'select', name: 'classificationId', label: '分类', options: classes.map((c) => ({ label: c.name, value: String(c.id) })) } as SearchField]
      : []),
    { type: 'select', name: 'state', label: '状态', options: Object.entries(CONTENT_STATES).map(([value, label]) => ({ label, value })) },
  ];
}
