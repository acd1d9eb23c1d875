import type { CellFormat } from './cell-format';

/**
 * Widths that hold a value of each kind whole (at the 14 px table font), so a list fits the console at 1280 px:
 * fixed kinds take what they need and text columns share the rest, shortened with an ellipsis (the full text in
 * the cell's title). Column declarations use these names rather than numbers of their own.
 */
export const COLUMN_WIDTHS = {
  rowNumber: 64,
  /** 2026-11-25 */
  date: 116,
  /** 2026-11-25 16:30:00 */
  datetime: 164,
  /** 1,234,567.50 人民币 */
  money: 150,
  /** A state word or tag (待审核, 已驳回). */
  state: 96,
  /** A state tag with a second tag beside it (已回复 已超时). */
  stateWide: 148,
  /** A person's name. */
  person: 96,
  /** 13800138000 */
  phone: 124,
  /** A short code or number (面积, 数量, 推荐). */
  short: 92,
  /** An area with its unit in the title (面积（㎡）). */
  area: 104,
  /** A 40 px picture (a logo). */
  thumb: 72,
  /** The least a text column is given before the list scrolls. */
  textMin: 96,
} as const;

/** The width a plain value of this format needs; text has none (it takes its share of what is left). */
export function widthOfFormat(format: CellFormat | undefined): number | undefined {
  if (format === undefined || format === 'text') return undefined;
  if (format === 'date') return COLUMN_WIDTHS.date;
  if (format === 'datetime') return COLUMN_WIDTHS.datetime;
  if (format === 'money') return COLUMN_WIDTHS.money;
  if ('date' in format) return format.time ? COLUMN_WIDTHS.datetime : COLUMN_WIDTHS.date;
  return COLUMN_WIDTHS.state;
}

const CHARACTER = 14;
const BUTTON_PADDING = 16;
const CELL_PADDING = 32;
const ACTIONS_MAX = 200;

/** Room for a row's action links on one line, up to a width beyond which they wrap onto a second. */
export function actionsWidth(labels: string[]): number {
  const line = labels.reduce((sum, label) => sum + label.length * CHARACTER + BUTTON_PADDING, 0);
  return Math.min(line + CELL_PADDING, ACTIONS_MAX);
}
