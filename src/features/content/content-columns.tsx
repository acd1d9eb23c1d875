import type { ContentRow } from '@/api/content';
import type { DataColumn } from '@/components/data-table/data-table';
import type { SearchField } from '@/components/search-box/search-fields';
import { CONTENT_STATES, CONTENT_TYPES, type ContentField, type ContentTypeKey } from '@contract/content-types';
import type { ContentClass } from '@contract/schemas/content';
import { formatMoney } from '@/lib/money';
import type { ContentTexts } from './i18n/content';
import { StatusTag } from '@/components/status-tag/status-tag';

/** A contract word in the language in effect (useContractWord's). */
export type Word = (word: string) => string;

const FEN_PER_YUAN = 100;

/** How a type's own field reads in a list or a detail. */
export function fieldText(field: ContentField, value: unknown, texts: ContentTexts, word: Word): string {
  if (value === null || value === undefined || value === '') return '--';
  switch (field.kind) {
    case 'enum':
      return word(field.options[String(value)] ?? String(value));
    case 'fen':
      return formatMoney(Number(value) / FEN_PER_YUAN);
    case 'boolean':
      return value ? texts.common.yes : texts.common.no;
    default:
      return String(value);
  }
}

/** The list's columns from the type's declaration. */
export function contentColumns(type: ContentTypeKey, texts: ContentTexts, word: Word): DataColumn<ContentRow>[] {
  const declaration = CONTENT_TYPES[type];
  const own = declaration.columns.map((key): DataColumn<ContentRow> => {
    const field = declaration.fields.find((f) => f.key === key)!;
    return { key: `extra.${key}`, title: word(field.label), render: (row) => fieldText(field, row.extra[key], texts, word) };
  });
  return [
    {
      key: 'title',
      title: word(declaration.titleLabel),
      ellipsis: true,
      render: (row) => (
        <>
          {row.pinned && <StatusTag tone="active">{texts.common.pinned}</StatusTag>}
          {row.title}
        </>
      ),
    },
    ...(declaration.classified ? [{ key: 'classificationName', title: texts.common.classification } as DataColumn<ContentRow>] : []),
    ...own,
    { key: 'publishAt', title: texts.common.publishAt, render: (row) => (row.publishAt ? row.publishAt.slice(0, 16).replace('T', ' ') : '--') },
    { key: 'state', title: texts.common.state, render: (row) => word(CONTENT_STATES[row.state]) },
  ];
}

export function contentSearchFields(type: ContentTypeKey, classes: ContentClass[], texts: ContentTexts, word: Word): SearchField[] {
  const declaration = CONTENT_TYPES[type];
  return [
    { type: 'text', name: 'title', label: word(declaration.titleLabel) },
    ...(declaration.classified
      ? [{ type: 'select', name: 'classificationId', label: texts.common.classification, options: classes.map((c) => ({ label: c.name, value: String(c.id) })) } as SearchField]
      : []),
    { type: 'select', name: 'state', label: texts.common.state, options: Object.entries(CONTENT_STATES).map(([value, label]) => ({ label: word(label), value })) },
  ];
}
