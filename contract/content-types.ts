// The catalogue of public-service content types (spec §7 v1/admin/ps/*, issue 14): one shelf mechanism serves them
// all, and each type is only this declaration — its route path, labels, whether it has a classification tree, and
// its own fields (stored in the item's `extra`). The server builds its routes and checks from it, the console its
// list, form and classification screens.

import { SERVICE_TYPES } from './agency';

export const CONTENT_TYPE_KEYS = ['policy', 'finance', 'service', 'news', 'notice'] as const;
export type ContentTypeKey = (typeof CONTENT_TYPE_KEYS)[number];

export const POLICY_LEVELS = { national: '国家级', provincial: '省级', municipal: '市级', district: '区级', park: '园区级' } as const;
export type PolicyLevel = keyof typeof POLICY_LEVELS;

export const TITLE_MAX = 100;
export const SUMMARY_MAX = 500;
/** A body's limit in bytes (UTF-8), checked by the server; the schema only bounds its characters. */
export const BODY_MAX_BYTES = 1024 * 1024;

/** A field of a type's own: its key in `extra`, its label, and the kind of input the form shows. */
export type ContentFieldKind =
  | { kind: 'text'; max: number; required: boolean }
  | { kind: 'enum'; options: Readonly<Record<string, string>>; required: boolean }
  | { kind: 'date'; required: boolean }
  | { kind: 'fen'; required: boolean }
  | { kind: 'boolean' };

export type ContentField = { key: string; label: string } & ContentFieldKind;

export interface ContentTypeDeclaration {
  key: ContentTypeKey;
  /** The segment after v1/admin/ps/ and v1/ps/. */
  path: string;
  label: string;
  /** The word for the item's title in forms and columns (名称 for products). */
  titleLabel: string;
  classified: boolean;
  fields: readonly ContentField[];
  /** Own fields shown as list columns. */
  columns: readonly string[];
}

const productFields: readonly ContentField[] = [
  { key: 'provider', label: '提供方', kind: 'text', max: 60, required: true },
  { key: 'priceMinFen', label: '最低价格', kind: 'fen', required: false },
  { key: 'priceMaxFen', label: '最高价格', kind: 'fen', required: false },
];

const articleFields: readonly ContentField[] = [
  { key: 'source', label: '来源', kind: 'text', max: 60, required: false },
  { key: 'recommended', label: '推荐', kind: 'boolean' },
];

export const CONTENT_TYPES: Readonly<Record<ContentTypeKey, ContentTypeDeclaration>> = {
  policy: {
    key: 'policy',
    path: 'policy',
    label: '政策',
    titleLabel: '标题',
    classified: true,
    fields: [
      { key: 'issuer', label: '发布机构', kind: 'text', max: 60, required: true },
      { key: 'level', label: '政策级别', kind: 'enum', options: POLICY_LEVELS, required: true },
      { key: 'deadline', label: '截止日期', kind: 'date', required: false },
    ],
    columns: ['issuer', 'level', 'deadline'],
  },
  finance: { key: 'finance', path: 'fs', label: '金融产品', titleLabel: '名称', classified: true, fields: productFields, columns: ['provider', 'priceMinFen'] },
  service: {
    key: 'service', path: 'service', label: '服务产品', titleLabel: '名称', classified: true, columns: ['provider', 'serviceType', 'priceMinFen'],
    // The type an application for it is routed by: the park assigns it to an agency offering that type.
    fields: [...productFields, { key: 'serviceType', label: '服务类型', kind: 'enum', options: SERVICE_TYPES, required: false }],
  },
  news: { key: 'news', path: 'news', label: '新闻', titleLabel: '标题', classified: false, fields: articleFields, columns: ['source', 'recommended'] },
  notice: { key: 'notice', path: 'pubservice/notice', label: '申报通知', titleLabel: '标题', classified: false, fields: articleFields, columns: ['source', 'recommended'] },
};

export const CONTENT_STATES = { draft: '草稿', scheduled: '定时上架', on: '已上架', off: '已下架' } as const;
/** What a row shows: `scheduled` is an on-shelf item whose publish time is still ahead (computed when read). */
export type ContentState = keyof typeof CONTENT_STATES;
/** What is stored. */
export type StoredContentState = Exclude<ContentState, 'scheduled'>;

export const isContentType = (value: string): value is ContentTypeKey => (CONTENT_TYPE_KEYS as readonly string[]).includes(value);
