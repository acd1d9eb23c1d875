import { describe, expect, it } from 'vitest';
import * as constants from '@contract/constants';
import { PRIVILEGES } from '@contract/privileges';

describe('spec §9 constants', () => {
  it('hold the spec values', () => {
    expect(constants.MAX_IMAGE_SIZE_BYTES).toBe(2 * 1024 * 1024);
    expect(constants.DEFAULT_PAGE_SIZE).toBe(10);
    expect(constants.DIALOG_WIDTH).toBe(580);
    expect(constants.FORM_TEXT_MAX_LENGTH).toBe(30);
    expect(constants.MENU_TOP_BAR_THRESHOLD).toBe(5);
    expect(constants.MANAGE_LOGIN_USER_TYPE).toBe(8);
    expect(constants.OTHER_LOGIN_USER_TYPE).toBe(9);
    expect(constants.MANAGE_REFRESH_PARK_ID).toBe(0);
    expect(PRIVILEGES.voucherAdmin.code).toBe('0108');
    expect(constants.SECONDS_TIMESTAMP_DIGITS).toBe(10);
    expect(constants.EMPTY_TEXT).toBe('--');
    expect(constants.DEFAULT_CURRENCY_LABEL).toBe('人民币');
  });
});
