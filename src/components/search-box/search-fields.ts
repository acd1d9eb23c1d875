import dayjs, { type Dayjs } from 'dayjs';

export interface SearchOption {
  label: string;
  value: string | number;
}

interface BaseField {
  name: string;
  label: string;
  placeholder?: string;
}

export type SearchField =
  | (BaseField & { type: 'text' })
  | (BaseField & { type: 'select'; options: SearchOption[] })
  | (BaseField & { type: 'date' })
  /** One picker, two URL keys (e.g. startTime and endTime), each `YYYY-MM-DD`. */
  | (BaseField & { type: 'date-range'; keys: [string, string] });

/** Filters as they live in the URL: only non-empty strings. */
export type FilterValues = Record<string, string>;

type FormValue = string | number | Dayjs | [Dayjs, Dayjs] | undefined;
export type SearchFormValues = Record<string, FormValue>;

const DAY = 'YYYY-MM-DD';

export function urlKeysOf(fields: SearchField[]): string[] {
  return fields.flatMap((field) => (field.type === 'date-range' ? field.keys : [field.name]));
}

function parseDay(text: string | undefined): Dayjs | undefined {
  if (!text) return undefined;
  const day = dayjs(text, DAY);
  return day.isValid() ? day : undefined;
}

export function toFormValues(fields: SearchField[], filters: FilterValues): SearchFormValues {
  const values: SearchFormValues = {};
  for (const field of fields) {
    if (field.type === 'date-range') {
      const [from, to] = [parseDay(filters[field.keys[0]]), parseDay(filters[field.keys[1]])];
      values[field.name] = from && to ? [from, to] : undefined;
    } else if (field.type === 'date') {
      values[field.name] = parseDay(filters[field.name]);
    } else if (field.type === 'select') {
      const raw = filters[field.name];
      values[field.name] = field.options.find((option) => String(option.value) === raw)?.value;
    } else {
      values[field.name] = filters[field.name];
    }
  }
  return values;
}

export function toFilters(fields: SearchField[], values: SearchFormValues): FilterValues {
  const filters: FilterValues = {};
  const put = (key: string, value: string | undefined) => {
    if (value !== undefined && value !== '') filters[key] = value;
  };
  for (const field of fields) {
    const value = values[field.name];
    if (field.type === 'date-range') {
      const range = Array.isArray(value) ? value : undefined;
      put(field.keys[0], range?.[0]?.format(DAY));
      put(field.keys[1], range?.[1]?.format(DAY));
    } else if (dayjs.isDayjs(value)) {
      put(field.name, value.format(DAY));
    } else if (typeof value === 'string' || typeof value === 'number') {
      put(field.name, String(value).trim());
    }
  }
  return filters;
}
