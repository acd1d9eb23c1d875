import type { Suggestion } from '@/api/suggestions';
import type { DataColumn } from '@/components/data-table/data-table';
import type { DetailItem } from '@/components/detail-view/detail-view';
import type { SearchField } from '@/components/search-box/search-fields';
import { COLUMN_WIDTHS } from '@/components/data-table/column-widths';
import { stateTag } from '@/components/status-tag/status-tag';
import { SUGGESTION_CATEGORIES, SUGGESTION_STATE_TONES, SUGGESTION_STATES } from '@contract/suggestions';
import type { SuggestionsTexts } from './i18n/suggestions';

type Word = (chinese: string) => string;

const suggestionStateTag = stateTag(SUGGESTION_STATES, SUGGESTION_STATE_TONES);

const options = (labels: Record<string, string>, word: Word) => Object.entries(labels).map(([value, label]) => ({ label: word(label), value }));
/** The categories by key, named in the language in effect (`word`: useContractWord()). */
const categoryNames = (word: Word): Record<string, string> =>
  Object.fromEntries(Object.entries(SUGGESTION_CATEGORIES).map(([key, label]) => [key, word(label)]));

export const categoryOptions = (word: Word) => options(SUGGESTION_CATEGORIES, word);

export const suggestionSearchFields = (texts: SuggestionsTexts, word: Word): SearchField[] => [
  { type: 'select', name: 'state', label: texts.state, options: options(SUGGESTION_STATES, word) },
  { type: 'select', name: 'category', label: texts.category, options: categoryOptions(word) },
  { type: 'text', name: 'companyName', label: texts.companyName },
  { type: 'date-range', name: 'submitted', label: texts.submittedOn, keys: ['from', 'to'] },
];

export const ownSearchFields = (texts: SuggestionsTexts, word: Word): SearchField[] => [{ type: 'select', name: 'state', label: texts.state, options: options(SUGGESTION_STATES, word) }];

export const suggestionColumns = (withCompany: boolean, texts: SuggestionsTexts, word: Word): DataColumn<Suggestion>[] => [
  ...(withCompany ? [{ key: 'companyName', title: texts.company, ellipsis: true } as DataColumn<Suggestion>] : []),
  { key: 'category', title: texts.category, format: { map: categoryNames(word) }, width: 100 },
  { key: 'content', title: texts.content, ellipsis: true },
  { key: 'state', title: texts.state, width: COLUMN_WIDTHS.state, render: (row) => suggestionStateTag(row.state) },
  ...(withCompany ? [{ key: 'assigneeName', title: texts.assignee, width: 100 } as DataColumn<Suggestion>] : []),
  { key: 'createdAt', title: texts.submittedAt, format: 'datetime', width: 170 },
];

export const suggestionDetailItems = (texts: SuggestionsTexts, word: Word): DetailItem<Suggestion>[] => [
  { key: 'companyName', label: texts.company },
  { key: 'category', label: texts.category, format: { map: categoryNames(word) } },
  { key: 'state', label: texts.state, render: (row) => suggestionStateTag(row.state) },
  { key: 'createdAt', label: texts.submittedAt, format: 'datetime' },
  { key: 'content', label: texts.content, span: 2 },
  { key: 'assigneeName', label: texts.assignee },
  { key: 'repliedAt', label: texts.repliedAt, format: 'datetime' },
  { key: 'reply', label: texts.reply, span: 2 },
  { key: 'closeRemark', label: texts.closeRemark },
  { key: 'closedAt', label: texts.closedAt, format: 'datetime' },
];
