import { describe, expect, it } from 'vitest';
import {
  deadlineRule,
  entryDateRule,
  expectedDateRule,
  milestoneDateRule,
  moveInDateRule,
  moveOutDateRule,
  policyDeadlineRule,
} from '@contract/date-rules';
import { kindProblem, yuanReason } from '@contract/field-kinds';
import { ruleMessageEn, ruleMessageEnOrNull } from '@contract/rule-messages-en';
import { creditCodeProblem, emailProblem, idNumberProblem, mobileProblem } from '@contract/value-rules';
import {
  applyEndRule,
  canApplyForBatch,
  canIssueVouchers,
  canRequestRedeem,
  canSpendVoucher,
  expiresOnRule,
  windowEndRule,
  windowStartRule,
  withinQuota,
} from '@contract/voucher-rules';
import type { Verdict } from '@contract/verdict';

const HAN = /[\u3400-\u9fff]/;
const reasonOf = (verdict: Verdict): string => (verdict.ok ? '' : verdict.reason);

// Every sentence the contract's rules refuse with, made by the rules themselves (a new sentence without its English
// fails here): the server answers them as refusals, the console's forms show them under their fields.
const REFUSALS: string[] = [
  creditCodeProblem('123'),
  creditCodeProblem('91310000MA1FL4XXX1'),
  mobileProblem('123'),
  emailProblem('not-an-address'),
  idNumberProblem('123'),
  idNumberProblem('110101199002301234'),
  idNumberProblem('110101199003071230'),
  ...['count', 'amount', 'area', 'money'].flatMap((kind) => [kindProblem({ label: '数量', kind }, -1, '2026-11-28'), kindProblem({ label: '数量', kind }, 1.005, '2026-11-28'), kindProblem({ label: '数量', kind }, 1e18, '2026-11-28')]),
  kindProblem({ label: '人数', kind: 'count' }, 1.5, '2026-11-28'),
  kindProblem({ label: '成立日期', kind: 'pastDate' }, '2030-01-01', '2026-11-28'),
  kindProblem({ label: '到期日', kind: 'futureDate' }, '2020-01-01', '2026-11-28'),
  yuanReason('abc'),
  reasonOf(expectedDateRule('2026-02-30', '2026-11-28')),
  reasonOf(expectedDateRule('2026-01-01', '2026-11-28')),
  reasonOf(moveOutDateRule('2026-02-30', '2026-11-28', null)),
  reasonOf(moveOutDateRule('2027-01-01', '2026-11-28', null)),
  reasonOf(moveOutDateRule('2026-01-01', '2026-11-28', '2026-03-01')),
  reasonOf(moveInDateRule('2026-02-30')),
  reasonOf(policyDeadlineRule('2026-01-01', '2026-11-28')),
  reasonOf(deadlineRule('2026-02-30', null, new Date())),
  reasonOf(deadlineRule('2026-01-01', '2026-06-01 00:00:00', new Date())),
  reasonOf(milestoneDateRule('1900-01-01', '2026-11-28')),
  reasonOf(milestoneDateRule('2027-01-01', '2026-11-28')),
  reasonOf(entryDateRule('2026/01/01', '2026-11-28')),
  reasonOf(entryDateRule('2026-02-30', '2026-11-28')),
  reasonOf(entryDateRule('1900-01-01', '2026-11-28')),
  reasonOf(entryDateRule('2027-01-01', '2026-11-28')),
  reasonOf(canApplyForBatch({ applyStart: '2026-01-01', applyEnd: '2026-02-01', expiresOn: '2026-12-31' }, '2026-11-28')),
  reasonOf(withinQuota({ quota: 2 }, 2, 1)),
  reasonOf(canIssueVouchers({ expiresOn: '2026-01-01' }, '2026-11-28')),
  reasonOf(canSpendVoucher({ state: 'recalled', expiresOn: '2026-12-31' }, '2026-11-28')),
  reasonOf(canSpendVoucher({ state: 'used', expiresOn: '2026-12-31' }, '2026-11-28')),
  reasonOf(canSpendVoucher({ state: 'expired', expiresOn: '2026-01-01' }, '2026-11-28')),
  reasonOf(canRequestRedeem([], '2026-11-28')),
  reasonOf(applyEndRule('2026-01-01', { applyStart: '2026-02-01' })),
  reasonOf(expiresOnRule('2026-01-01', { applyEnd: '2026-02-01' })),
  reasonOf(windowStartRule('2026-01-01', { applyStart: '2026-02-01' })),
  reasonOf(windowEndRule('2026-01-01', '2026-02-01')),
].filter((message): message is string => typeof message === 'string' && message !== '');

describe("the contract's rule sentences in English", () => {
  it('has the English of every sentence the rules refuse with, with no Chinese left but the field named', () => {
    expect(REFUSALS.length).toBeGreaterThan(40);
    const missing = REFUSALS.filter((message) => ruleMessageEnOrNull(message) === null);
    expect(missing).toEqual([]);
    const left = REFUSALS.map((message) => ruleMessageEn(message).replace(/"[^"]*"/g, '')).filter((english) => HAN.test(english));
    expect(left).toEqual([]);
  });

  it('leaves a sentence of no rule alone, even when it starts like one', () => {
    expect(ruleMessageEnOrNull('「基本信息」：请填写「纳税人识别号」')).toBeNull();
    expect(ruleMessageEn('园区自己的话')).toBe('园区自己的话');
    expect(ruleMessageEn('手机号格式不正确，应为11位手机号码')).toBe('The mobile number is not valid; it must be an 11-digit mobile number');
  });
});
