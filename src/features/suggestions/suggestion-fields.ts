import type { Suggestion } from '@/api/suggestions';
import type { DataColumn } from '@/components/data-table/data-table';
import type { DetailItem } from '@/components/detail-view/detail-view';
import type { SearchField } from '@/components/search-box/search-fields';
import { COLUMN_WIDTHS } from '@/components/data-table/column-widths';
import { stateTag } from '@/components/status-tag/status-tag';
import { SUGGESTION_CATEGORIES, SUGGESTION_STATE_TONES, SUGGESTION_STATES } from '@contract/suggestions';

const suggestionStateTag = stateTag(SUGGESTION_STATES, SUGGESTION_STATE_TONES);

const options = (labels: Record<string, string>) => Object.entries(labels).map(([value, label]) => ({ label, value }));

export const categoryOptions = options(SUGGESTION_CATEGORIES);

export const suggestionSearchFields: SearchField[] = [
  { type: 'select', name: 'state', label: '状态', options: options(SUGGESTION_STATES) },
  { type: 'select', name: 'category', label: '类别', options: categoryOptions },
  { type: 'text', name: 'companyName', label: '企业名称' },
  { type: 'date-range', name: 'submitted', label: '提交日期', keys: ['from', 'to'] },
];

export const ownSearchFields: SearchField[] = [{ type: 'select', name: 'state', label: '状态', options: options(SUGGESTION_STATES) }];

export const suggestionColumns = (withCompany: boolean): DataColumn<Suggestion>[] => [
  ...(withCompany ? [{ key: 'companyName', title: '企业', ellipsis: true } as DataColumn<Suggestion>] : []),
  { key: 'category', title: '类别', format: { map: SUGGESTION_CATEGORIES }, width: 100 },
  { key: 'content', title: '诉求内容', ellipsis: true },
  { key: 'state', title: '状态', width: COLUMN_WIDTHS.state, render: (row) => suggestionStateTag(row.state) },
  ...(withCompany ? [{ key: 'assigneeName', title: '处理人', width: 100 } as DataColumn<Suggestion>] : []),
  { key: 'createdAt', title: '提交时间', format: 'datetime', width: 170 },
];

export const suggestionDetailItems: DetailItem<Suggestion>[] = [
  { key: 'companyName', label: '企业' },
  { key: 'category', label: '类别', format: { map: SUGGESTION_CATEGORIES } },
  { key: 'state', label: '状态', render: (row) => suggestionStateTag(row.state) },
  { key: 'createdAt', label: '提交时间', format: 'datetime' },
  { key: 'content', label: '诉求内容', span: 2 },
  { key: 'assigneeName', label: '处理人' },
  { key: 'repliedAt', label: '回复时间', format: 'datetime' },
  { key: 'reply', label: '回复', span: 2 },
  { key: 'closeRemark', label: '关闭说明' },
  { key: 'closedAt', label: '关闭时间', format: 'datetime' },
];
