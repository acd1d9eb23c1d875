import { COMPANY_STATE_KEYS, COMPANY_STATES, type CompanyStateKey } from '@contract/company-states';
import type { ExportRequest } from '@/api/company-export';
import type { CompanyExportTexts } from './i18n/company-export';

/**
 * The company list's filters as settlecompany keeps them in the URL query (name, state, buildingId, industry,
 * creditCode, managerId, mine): the same keys and parsing as features/tenancy's list, which a feature may not import.
 */
export type ExportFilter = Omit<ExportRequest, 'parkId' | 'fields'>;

const isStateKey = (value: string | null): value is CompanyStateKey => COMPANY_STATE_KEYS.some((key) => key === value);

const idOf = (value: string | null): number | undefined => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : undefined;
};

/** Reads the filters from the query; a value the export would refuse is left out. */
export function filterFromQuery(params: URLSearchParams): ExportFilter {
  const filter: ExportFilter = {};
  const name = params.get('name')?.trim();
  if (name) filter.name = name.slice(0, 50);
  const state = params.get('state');
  if (isStateKey(state)) filter.state = state;
  const buildingId = idOf(params.get('buildingId'));
  if (buildingId) filter.buildingId = buildingId;
  const industry = params.get('industry')?.trim();
  if (industry) filter.industry = industry.slice(0, 30);
  const creditCode = params.get('creditCode')?.trim();
  if (creditCode) filter.creditCode = creditCode.slice(0, 18);
  const managerId = idOf(params.get('managerId'));
  if (managerId) filter.managerId = managerId;
  if (params.get('mine') === 'true') filter.mine = true;
  return filter;
}

/** The filters in words, for the screen to say which companies it exports; `word` gives the state's. */
export function describeFilter(filter: ExportFilter, texts: CompanyExportTexts['filter'], word: (word: string) => string): string[] {
  const words: string[] = [];
  if (filter.name) words.push(texts.name(filter.name));
  if (filter.state) words.push(texts.state(word(COMPANY_STATES[filter.state].label)));
  if (filter.buildingId !== undefined) words.push(texts.building);
  if (filter.industry) words.push(texts.industry(filter.industry));
  if (filter.creditCode) words.push(texts.creditCode(filter.creditCode));
  if (filter.managerId !== undefined) words.push(texts.manager);
  if (filter.mine) words.push(texts.mine);
  return words;
}
