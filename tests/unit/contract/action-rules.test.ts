import { describe, expect, it } from 'vitest';
import { validWindowRule } from '@contract/app-content';
import { deadlineRule, entryDateRule, expectedDateRule, milestoneDateRule, moveInDateRule, moveOutDateRule, policyDeadlineRule } from '@contract/date-rules';
import { isRealDay, parkMonth, parkToday } from '@contract/park-calendar';
import { canSubmitSettlement, settlementVerdict } from '@contract/settlement-states';
import { ALLOWED, firstRefusal, reasonOf, refuse } from '@contract/verdict';
import {
  applyEndRule, batchPhase, batchPlanVerdict, canApplyForBatch, canApplyMore, canIssueVouchers, canRequestRedeem, canSpendVoucher, expiresOnRule,
  windowEndRule, windowStartRule, withinQuota,
} from '@contract/voucher-rules';

// 2026-11-30 23:30 in China is still November there, though 15:30 UTC.
const LATE_NOVEMBER = new Date('2026-11-30T15:30:00Z');
const FIRST_OF_DECEMBER = new Date('2026-11-30T16:30:00Z');

describe('the park calendar', () => {
  it('reads days and months in China time', () => {
    expect(parkToday(LATE_NOVEMBER)).toBe('2026-11-30');
    expect(parkToday(FIRST_OF_DECEMBER)).toBe('2026-12-01');
    expect(parkMonth(LATE_NOVEMBER)).toBe('2026-11');
    expect(parkMonth(FIRST_OF_DECEMBER)).toBe('2026-12');
  });

  it('knows a real day', () => {
    expect(isRealDay('2024-02-29')).toBe(true);
    expect(isRealDay('2026-02-29')).toBe(false);
    expect(isRealDay('2026-13-01')).toBe(false);
    expect(isRealDay('2026-1-1')).toBe(false);
  });
});

describe('verdicts', () => {
  it('take the first refusal and say its reason', () => {
    expect(firstRefusal(() => ALLOWED, () => refuse('a'), () => refuse('b'))).toEqual({ ok: false, reason: 'a' });
    expect(firstRefusal(() => ALLOWED)).toEqual(ALLOWED);
    expect(reasonOf(refuse('a'))).toBe('a');
    expect(reasonOf(ALLOWED)).toBeUndefined();
  });
});

describe('settlement: 提交结算', () => {
  const statement = { state: 'open', month: '2026-11', orderCount: 2 };

  it('waits until the month is over, in China time', () => {
    expect(canSubmitSettlement(statement, LATE_NOVEMBER)).toEqual({ ok: false, reason: '本月结束后才能提交结算单' });
    expect(canSubmitSettlement(statement, FIRST_OF_DECEMBER)).toEqual(ALLOWED);
    expect(canSubmitSettlement({ ...statement, state: 'returned', month: '2026-10' }, LATE_NOVEMBER)).toEqual(ALLOWED);
  });

  it('needs orders and a state the agency submits from', () => {
    expect(canSubmitSettlement({ ...statement, orderCount: 0 }, FIRST_OF_DECEMBER)).toEqual({ ok: false, reason: '结算单没有订单，不能提交' });
    expect(canSubmitSettlement({ ...statement, state: 'submitted' }, FIRST_OF_DECEMBER)).toEqual({ ok: false, reason: '待核对的结算单不能提交结算' });
    expect(settlementVerdict({ ...statement, state: 'submitted' }, 'operator', 'pay', LATE_NOVEMBER)).toEqual(ALLOWED);
    expect(settlementVerdict(statement, 'operator', 'pay', LATE_NOVEMBER)).toEqual({ ok: false, reason: '未提交的结算单不能确认付款' });
    expect(settlementVerdict({ ...statement, state: 'submitted' }, 'agency', 'return', LATE_NOVEMBER).ok).toBe(false);
  });
});

describe('date rules', () => {
  it('an expected date is today or later', () => {
    expect(expectedDateRule('2026-11-29', '2026-11-30')).toEqual({ ok: false, reason: '期望日期不能早于今天' });
    expect(expectedDateRule('2026-11-30', '2026-11-30')).toEqual(ALLOWED);
    expect(expectedDateRule('2026-02-30', '2026-01-01')).toEqual({ ok: false, reason: '期望日期不是有效日期' });
  });

  it('a move-out is between the latest move-in and today', () => {
    expect(moveOutDateRule('2026-12-01', '2026-11-30', null)).toEqual({ ok: false, reason: '迁出日期不能晚于今天' });
    expect(moveOutDateRule('2026-03-01', '2026-11-30', '2026-03-02')).toEqual({ ok: false, reason: '迁出日期不能早于迁入日期 2026-03-02' });
    expect(moveOutDateRule('2026-03-02', '2026-11-30', '2026-03-02')).toEqual(ALLOWED);
    expect(moveOutDateRule('2020-01-01', '2026-11-30', null)).toEqual(ALLOWED);
    expect(moveInDateRule('2026-02-30').ok).toBe(false);
  });

  it('a deadline is not before the publish day, in China time; a window ends after it starts', () => {
    expect(deadlineRule('2026-05-31', '2026-06-01T00:00:00.000Z', LATE_NOVEMBER)).toEqual({ ok: false, reason: '截止日期不能早于发布日期' });
    expect(deadlineRule('2026-06-01', '2026-05-31T16:00:00.000Z', LATE_NOVEMBER)).toEqual(ALLOWED);
    expect(deadlineRule('2026-11-30', null, LATE_NOVEMBER)).toEqual(ALLOWED);
    expect(deadlineRule('2026-11-30', null, FIRST_OF_DECEMBER)).toEqual({ ok: false, reason: '截止日期不能早于发布日期' });
    expect(deadlineRule('2026-02-30', null, LATE_NOVEMBER)).toEqual({ ok: false, reason: '截止日期不是有效日期' });
    expect(validWindowRule('2026-05-01T00:00:00.000Z', '2026-06-01T00:00:00.000Z')).toEqual({ ok: false, reason: '结束时间不能早于开始时间' });
    expect(validWindowRule('2026-06-01 23:59:59', '2026-06-01 10:00:00')).toEqual(ALLOWED);
    expect(validWindowRule('2026-06-01 09:00:00', undefined)).toEqual(ALLOWED);
  });

  it('a milestone is dated from 1949 to today; a revenue year may be this year\'s', () => {
    expect(milestoneDateRule('2026-12-01', '2026-11-30')).toEqual({ ok: false, reason: '日期不能晚于今天' });
    expect(milestoneDateRule('2026-12-01', null)).toEqual(ALLOWED);
    expect(milestoneDateRule('1948-12-31', null)).toEqual({ ok: false, reason: '日期不正确' });
    expect(milestoneDateRule('2026-11-30', '2026-11-30')).toEqual(ALLOWED);
  });

  it('an entry date is a real day from 1950 to today', () => {
    expect(entryDateRule('2026-11-30', '2026-11-30')).toEqual(ALLOWED);
    expect(entryDateRule('2026-12-01', '2026-11-30')).toEqual({ ok: false, reason: '入职日期不能晚于今天' });
    expect(entryDateRule('1949-12-31', '2026-11-30')).toEqual({ ok: false, reason: '入职日期不能早于1950-01-01' });
    expect(entryDateRule('2026-02-30', '2026-11-30')).toEqual({ ok: false, reason: '入职日期不是有效的日期' });
    expect(entryDateRule('2026/01/01', '2026-11-30')).toEqual({ ok: false, reason: '入职日期格式应为 YYYY-MM-DD' });
  });

  it('a policy is applied for until its deadline', () => {
    expect(policyDeadlineRule('2026-11-29', '2026-11-30')).toEqual({ ok: false, reason: '该政策已过申报截止日期' });
    expect(policyDeadlineRule('2026-11-30', '2026-11-30')).toEqual(ALLOWED);
    expect(policyDeadlineRule(undefined, '2026-11-30')).toEqual(ALLOWED);
  });
});

describe('voucher rules', () => {
  const batch = { applyStart: '2026-11-01', applyEnd: '2026-11-30', expiresOn: '2026-12-31', quota: 3, held: 1 };

  it('a batch is applied for inside its window and up to the quota', () => {
    expect(batchPhase(batch, '2026-10-31')).toBe('upcoming');
    expect(batchPhase(batch, '2026-12-01')).toBe('closed');
    expect(batchPhase(batch, '2027-01-01')).toBe('expired');
    expect(canApplyForBatch(batch, '2026-11-30')).toEqual(ALLOWED);
    expect(canApplyForBatch(batch, '2026-12-01')).toEqual({ ok: false, reason: '不在该批次的申领时间内' });
    expect(withinQuota(batch, 1, 2)).toEqual(ALLOWED);
    expect(withinQuota(batch, 1, 3)).toEqual({ ok: false, reason: '每家企业最多申领3张，已申领1张' });
    expect(canApplyMore({ ...batch, held: 3 }, '2026-11-15')).toEqual({ ok: false, reason: '每家企业最多申领3张，已申领3张' });
    expect(canIssueVouchers(batch, '2027-01-01')).toEqual({ ok: false, reason: '该批次已过期，不能再发放' });
    expect(canIssueVouchers(batch, '2026-12-31')).toEqual(ALLOWED);
  });

  it('a voucher is spent while active and unexpired; redeemed inside a settlement window', () => {
    expect(canSpendVoucher({ state: 'active', expiresOn: '2026-12-31' }, '2026-12-31')).toEqual(ALLOWED);
    expect(canSpendVoucher({ state: 'active', expiresOn: '2026-12-31' }, '2027-01-01')).toEqual({ ok: false, reason: '该服务券已过期，不能使用' });
    expect(canSpendVoucher({ state: 'expired', expiresOn: '2026-12-31' }, '2026-12-01').ok).toBe(false);
    expect(canSpendVoucher({ state: 'recalled', expiresOn: '2026-12-31' }, '2026-12-01')).toEqual({ ok: false, reason: '该服务券已被收回，不能使用' });
    expect(canSpendVoucher({ state: 'committed', expiresOn: '2026-12-31' }, '2026-12-01')).toEqual({ ok: false, reason: '该服务券已被占用或已核销，不能再次使用' });
    const windows = [{ start: '2026-12-01', end: '2026-12-10' }];
    expect(canRequestRedeem(windows, '2026-12-10')).toEqual(ALLOWED);
    expect(canRequestRedeem(windows, '2026-12-11')).toEqual({ ok: false, reason: '当前不在该批次的结算窗口内，不能申请核销' });
  });

  it('a batch plan keeps every window the right way round; each picker refuses the days before its bound', () => {
    const plan = { ...batch, budget: 100_000, faceValue: 10_000, settlementWindows: [{ start: '2026-12-01', end: '2026-12-10' }] };
    expect(batchPlanVerdict(plan)).toEqual(ALLOWED);
    expect(batchPlanVerdict({ ...plan, faceValue: 100_001 })).toEqual({ ok: false, reason: '单张面额不能超过年度预算' });
    expect(batchPlanVerdict({ ...plan, applyEnd: '2026-10-01' })).toEqual({ ok: false, reason: '申领开始日期不能晚于结束日期' });
    expect(batchPlanVerdict({ ...plan, expiresOn: '2026-11-29' })).toEqual({ ok: false, reason: '有效期不能早于申领结束日期' });
    expect(batchPlanVerdict({ ...plan, settlementWindows: [{ start: '2026-12-10', end: '2026-12-01' }] })).toEqual({ ok: false, reason: '结算窗口的开始日期不能晚于结束日期' });
    expect(batchPlanVerdict({ ...plan, settlementWindows: [{ start: '2026-10-01', end: '2026-12-01' }] })).toEqual({ ok: false, reason: '结算窗口不能早于申领开始日期' });
    expect(applyEndRule('2026-10-31', { applyStart: '2026-11-01' }).ok).toBe(false);
    expect(applyEndRule('2026-10-31', { applyStart: '' })).toEqual(ALLOWED);
    expect(expiresOnRule('2026-11-29', { applyEnd: '2026-11-30' }).ok).toBe(false);
    expect(windowStartRule('2026-10-31', { applyStart: '2026-11-01' }).ok).toBe(false);
    expect(windowEndRule('2026-11-30', '2026-12-01').ok).toBe(false);
    expect(windowEndRule('2026-11-30', undefined)).toEqual(ALLOWED);
  });
});
