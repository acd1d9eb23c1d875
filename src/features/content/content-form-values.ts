import dayjs from 'dayjs';
import type { ContentAdd, ContentItem } from '@/api/content';
import { CONTENT_TYPES, type ContentTypeKey } from '@contract/content-types';
import type { ContentExtra } from '@contract/schemas/content';

const FEN_PER_YUAN = 100;
const EXTRA_PREFIX = 'extra_';

export type ContentFormValues = Record<string, unknown> & {
  title?: string;
  /** As text: the select's required check reads its value as text. */
  classificationId?: string;
  cover?: string[];
  summary?: string;
  body?: string;
  attachments?: string[];
  publishAt?: string;
};

export const extraName = (key: string) => `${EXTRA_PREFIX}${key}`;

/** The form field a refusal's field of the call sits at: `extra.deadline` is the form's `extra_deadline`. */
export const contentFormName = (field: string): string[] => [field.startsWith('extra.') ? extraName(field.slice('extra.'.length)) : field];
const fileName = (url: string, unnamed: string) => decodeURIComponent(url.split('/').pop() ?? url).slice(0, 100) || unnamed;

export function toFormValues(type: ContentTypeKey, item: ContentItem): ContentFormValues {
  const values: ContentFormValues = {
    title: item.title,
    ...(item.classificationId ? { classificationId: String(item.classificationId) } : {}),
    cover: item.cover ? [item.cover] : [],
    summary: item.summary,
    body: item.body,
    attachments: item.attachments.map((a) => a.url),
    ...(item.publishAt ? { publishAt: dayjs(item.publishAt).format('YYYY-MM-DD HH:mm:ss') } : {}),
  };
  for (const field of CONTENT_TYPES[type].fields) {
    const value = item.extra[field.key];
    values[extraName(field.key)] = field.kind === 'fen' && typeof value === 'number' ? value / FEN_PER_YUAN : value;
  }
  return values;
}

/** The call's input: prices from yuan to integer fen, the publish time as an ISO instant; a file without a name is `unnamed`. */
export function toContentInput(type: ContentTypeKey, values: ContentFormValues, unnamed: string): Omit<ContentAdd, 'parkId'> {
  const extra: ContentExtra = {};
  for (const field of CONTENT_TYPES[type].fields) {
    const value = values[extraName(field.key)];
    if (field.kind === 'boolean') extra[field.key] = Boolean(value);
    else if (field.kind === 'fen') extra[field.key] = typeof value === 'number' ? Math.round(value * FEN_PER_YUAN) : null;
    else extra[field.key] = typeof value === 'string' && value !== '' ? value : field.required ? '' : null;
  }
  return {
    title: values.title ?? '',
    classificationId: values.classificationId ? Number(values.classificationId) : null,
    cover: values.cover?.[0] ?? null,
    summary: values.summary ?? '',
    body: values.body ?? '',
    attachments: (values.attachments ?? []).map((url) => ({ name: fileName(url, unnamed), url })),
    publishAt: values.publishAt ? dayjs(values.publishAt).toISOString() : null,
    extra,
  };
}
