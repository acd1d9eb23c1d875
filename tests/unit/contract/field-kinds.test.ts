import { describe, expect, it } from 'vitest';
import {
  FIELD_KIND_KEYS,
  dateRefused,
  fenToYuan,
  kindNormal,
  kindProblem,
  kindReason,
  kindsOfType,
  yuanReason,
  yuanToFen,
} from '@contract/field-kinds';
import { creditCheckChar, creditCodeProblem, emailProblem, idCheckChar, idNumberProblem, mobileProblem } from '@contract/value-rules';

const TODAY = '2026-11-25';

describe('value rules', () => {
  it('computes the GB 32100 check character of real codes and says why a code is refused', () => {
    expect(creditCheckChar('91350100M000100Y4')).toBe('3');
    expect(creditCheckChar('9144030071526726X')).toBe('G');
    expect(creditCodeProblem('91350100M000100Y43')).toBeNull();
    expect(creditCodeProblem(' 91350100m000100y43 ')).toBeNull();
    expect(creditCodeProblem('12345')).toBe('统一社会信用代码应为18位数字或大写字母');
    expect(creditCodeProblem('91350100M000100Y44')).toBe('统一社会信用代码校验位不正确，请核对');
  });

  it('checks a mobile number, an email and the ID check digit', () => {
    expect(mobileProblem('13800138000')).toBeNull();
    expect(mobileProblem('1380000')).toBe('手机号格式不正确，应为11位手机号码');
    expect(mobileProblem('12800138000')).not.toBeNull();
    expect(emailProblem('a.b@park.example')).toBeNull();
    expect(emailProblem('a@b')).toBe('邮箱格式不正确');
    expect(idCheckChar('11010519491231002')).toBe('X');
    expect(idNumberProblem('11010519491231002X')).toBeNull();
    expect(idNumberProblem('110105194912310021')).toBe('身份证号校验位不正确');
    expect(idNumberProblem('110105194902300021')).toBe('身份证号中的出生日期不正确');
    expect(idNumberProblem('1101051949')).toBe('身份证号格式不正确，应为18位');
  });
});

describe('money in fen', () => {
  it('turns yuan into integer fen by its digits, never through float arithmetic', () => {
    expect(yuanToFen('0.1')).toBe(10);
    expect(yuanToFen(0.29)).toBe(29); // 0.29 * 100 is 28.999999999999996 in floats
    expect(yuanToFen(1.005)).toBeNull();
    expect(yuanToFen('1234.56')).toBe(123456);
    expect(yuanToFen('19.9')).toBe(1990);
    expect(yuanToFen('5000000')).toBe(500000000);
    expect(yuanToFen('-500')).toBeNull();
    expect(yuanToFen('1e3')).toBeNull();
    expect(yuanToFen('')).toBeNull();
    expect(yuanToFen(Number.NaN)).toBeNull();
  });

  it('says why yuan typed in the form is refused, in the words the server says about its fen', () => {
    expect(yuanReason('8000000.5')).toBeNull();
    expect(yuanReason('-500')).toBe(kindReason('money', -50000, TODAY));
    expect(yuanReason('1.005')).toBe(kindReason('money', 100.5, TODAY));
    expect(yuanReason('1000000000000.01')).toBe(kindReason('money', 100_000_000_000_001, TODAY));
    expect(yuanReason('9999999999999999')).toBe('不能超过 1000000000000.00 元');
    expect(yuanReason('abc')).toBe('须为数字');
  });

  it('shows fen as yuan with two decimals, and round-trips', () => {
    expect(fenToYuan(123456)).toBe('1234.56');
    expect(fenToYuan(5)).toBe('0.05');
    expect(fenToYuan(0)).toBe('0.00');
    expect(fenToYuan(-150)).toBe('-1.50');
    for (const fen of [0, 1, 29, 100, 123456, 99999999999999]) expect(yuanToFen(fenToYuan(fen))).toBe(fen);
  });
});

describe('field kinds', () => {
  it('belong to the types they refine', () => {
    expect(kindsOfType('text')).toEqual(['creditCode', 'mobile', 'idNumber', 'email']);
    expect(kindsOfType('number')).toEqual(['count', 'amount', 'money', 'area']);
    expect(kindsOfType('date')).toEqual(['pastDate', 'futureDate']);
    expect(kindsOfType('select')).toEqual([]);
    expect(FIELD_KIND_KEYS).toHaveLength(10);
  });

  it.each([
    ['creditCode', '91350100M000100Y43', null],
    ['creditCode', '12345', '应为18位数字或大写字母'],
    ['mobile', '13800138000', null],
    ['mobile', '1380000', '格式不正确，应为11位手机号码'],
    ['idNumber', '11010519491231002x', null],
    ['idNumber', '110105194912310021', '校验位不正确'],
    ['email', 'info@company.example', null],
    ['email', 'info@', '格式不正确'],
    ['count', 12, null],
    ['count', 0, null],
    ['count', -3, '不能为负数'],
    ['count', 2.5, '须为整数'],
    ['count', 1_000_000_000, '不能超过 999999999'],
    ['amount', 12.34, null],
    ['amount', 12.345, '最多两位小数'],
    ['money', 500000000, null],
    ['money', -50000000, '不能为负数'],
    ['money', 12.5, '最多两位小数'],
    ['money', 100_000_000_000_001, '不能超过 1000000000000.00 元'],
    ['area', 320.5, null],
    ['area', -1, '不能为负数'],
    ['area', 100_000_001, '不能超过 100000000'],
    ['pastDate', TODAY, null],
    ['pastDate', '2026-11-26', '不能晚于今天'],
    ['futureDate', TODAY, null],
    ['futureDate', '2026-11-24', '不能早于今天'],
  ] as const)('%s %s → %s', (kind, value, reason) => expect(kindReason(kind, value, TODAY)).toBe(reason));

  it('says the problem after the field label; a field without a kind has no kind rule', () => {
    expect(kindProblem({ label: '员工人数', kind: 'count' }, -3, TODAY)).toBe('「员工人数」不能为负数');
    expect(kindProblem({ label: '员工人数', kind: null }, -3, TODAY)).toBeNull();
    expect(kindProblem({ label: '员工人数', kind: 'nonsense' }, -3, TODAY)).toBeNull();
    expect(kindNormal('creditCode', '91350100m000100y43')).toBe('91350100M000100Y43');
    expect(kindNormal('email', 'A@B.CN')).toBe('A@B.CN');
  });

  it('disables the dates the kind refuses', () => {
    expect(dateRefused('pastDate', '2026-11-26', TODAY)).toBe(true);
    expect(dateRefused('pastDate', TODAY, TODAY)).toBe(false);
    expect(dateRefused('futureDate', '2026-11-24', TODAY)).toBe(true);
    expect(dateRefused(null, '1999-01-01', TODAY)).toBe(false);
  });
});
