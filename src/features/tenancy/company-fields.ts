import type { CompanyListQuery, CompanyRow, TenancyRoom } from '@/api/tenancy';
import type { SearchField, SearchOption } from '@/components/search-box/search-fields';
import type { FilterValues } from '@/components/search-box/search-fields';
import { stateTag } from '@/components/status-tag/status-tag';
import { COMPANY_STATE_KEYS, COMPANY_STATES, companyStateKey, companyStateLabel, type CompanyStateKey } from '@contract/company-states';
import type { Tone } from '@contract/tones';
import type { TenancyTexts } from './i18n/tenancy';

export const STATE_OPTIONS: SearchOption[] = COMPANY_STATE_KEYS.map((key) => ({ label: COMPANY_STATES[key].label, value: key }));

export interface CompanyFilterOptions {
  buildings: SearchOption[];
  managers: SearchOption[];
}

/** The list's filters in the reader's language; `word` gives the contract's states in it. */
export function companySearchFields({ buildings, managers }: CompanyFilterOptions, texts: TenancyTexts, word: (word: string) => string): SearchField[] {
  const words = texts.list;
  return [
    { type: 'text', name: 'name', label: words.name },
    { type: 'select', name: 'state', label: words.state, options: STATE_OPTIONS.map((option) => ({ ...option, label: word(option.label) })) },
    { type: 'select', name: 'buildingId', label: words.building, options: buildings },
    { type: 'text', name: 'industry', label: words.industry },
    { type: 'text', name: 'creditCode', label: words.creditCode },
    { type: 'select', name: 'managerId', label: words.manager, options: managers },
    { type: 'select', name: 'mine', label: words.mine, options: [{ label: words.onlyMine, value: 'true' }] },
  ];
}

const isStateKey = (value: string | undefined): value is CompanyStateKey => COMPANY_STATE_KEYS.some((key) => key === value);

const idOf = (value: string | undefined): number | undefined => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : undefined;
};

/** URL filters (strings) → the list call's typed filters; what does not parse is left out. */
export function toCompanyQuery(pageNum: number, pageSize: number, filters: FilterValues): CompanyListQuery {
  const query: CompanyListQuery = { pageNum, pageSize };
  if (filters.name) query.name = filters.name;
  if (filters.industry) query.industry = filters.industry;
  if (filters.creditCode) query.creditCode = filters.creditCode;
  if (isStateKey(filters.state)) query.state = filters.state;
  const buildingId = idOf(filters.buildingId);
  if (buildingId) query.buildingId = buildingId;
  const managerId = idOf(filters.managerId);
  if (managerId) query.managerId = managerId;
  if (filters.mine === 'true') query.mine = true;
  return query;
}

export const roomName = (room: TenancyRoom) => `${room.buildingName} ${room.floorName} ${room.name}`;

export const roomsText = (row: CompanyRow, separator: string) => row.rooms.map(roomName).join(separator);

export const stateText = (row: Pick<CompanyRow, 'state'>) => companyStateLabel(row.state);

const byKey = <V>(pick: (key: CompanyStateKey) => V) => Object.fromEntries(COMPANY_STATE_KEYS.map((key) => [key, pick(key)])) as Record<CompanyStateKey, V>;
const companyTag = stateTag(byKey((key): string => COMPANY_STATES[key].label), byKey((key): Tone => COMPANY_STATES[key].tone));

/** The check-in state as a tag in its tone. */
export const stateTagOf = (row: Pick<CompanyRow, 'state'>) => companyTag(companyStateKey(row.state));

/** A settled company is the only one that moves in or out (DESIGN.md §5). */
export const isSettled = (row: Pick<CompanyRow, 'state'>) => row.state === COMPANY_STATES.settled.code;
