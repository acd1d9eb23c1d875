// The business constants and limits of spec §9, kept in one place for both programs.
export const MAX_IMAGE_SIZE_MB = 2;
export const MAX_IMAGE_SIZE_BYTES = MAX_IMAGE_SIZE_MB * 1024 * 1024;
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;
export const PAGE_SIZE_OPTIONS = [10, 20, 50, 100];
export const DIALOG_WIDTH = 580;
export const FORM_TEXT_MAX_LENGTH = 30;
/** The longest answer a company record takes in a text area whose field sets no length of its own. */
export const RECORD_TEXT_MAX_LENGTH = 2000;
/** The longest reason an audit gives for refusing an application or a change. */
export const AUDIT_REASON_MAX_LENGTH = 200;
export const MENU_TOP_BAR_THRESHOLD = 5;
export const MANAGE_LOGIN_USER_TYPE = 8;
export const OTHER_LOGIN_USER_TYPE = 9;
export const MANAGE_REFRESH_PARK_ID = 0;
export const SECONDS_TIMESTAMP_DIGITS = 10;
export const MILLISECONDS_TIMESTAMP_DIGITS = 13;
export const EMPTY_TEXT = '--';
export const DEFAULT_CURRENCY_LABEL = '人民币';
export const UPLOAD_FIELD_NAME = 'files';
/** The largest id a database `integer` column holds; ids in the contract are 1..MAX_ID. */
export const MAX_ID = 2147483647;
