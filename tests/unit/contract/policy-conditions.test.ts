import { describe, expect, it } from 'vitest';
import { conditionReason, describeCondition, type PolicyCondition } from '@contract/policy-conditions';

const HAN = /\p{Script=Han}/u;

const industry: PolicyCondition = { kind: 'industry', operator: 'in', value: ['集成电路', '人工智能'] };
const headcount: PolicyCondition = { kind: 'headcount', operator: 'gte', value: 10 };
const area: PolicyCondition = { kind: 'areaSqm', operator: 'lte', value: 500 };
const months: PolicyCondition = { kind: 'settledMonths', operator: 'gte', value: 6 };
const patent: PolicyCondition = { kind: 'milestone', operator: 'has', target: 'patent', value: '' };
const award: PolicyCondition = { kind: 'milestone', operator: 'has', target: 'award', value: '省级奖项' };
const field: PolicyCondition = { kind: 'field', operator: 'contains', target: 'base.scope', value: 'software' };

describe('a policy condition in words (issue 14 point 1, issue 24 point 4)', () => {
  it('reads as before in Chinese', () => {
    expect(describeCondition(industry)).toBe('所属行业属于集成电路、人工智能');
    expect(describeCondition(headcount)).toBe('在职人数不少于10人');
    expect(describeCondition(patent)).toBe('具有专利记录');
    expect(conditionReason(headcount, 4, false)).toBe('在职人数为4人，不满足「不少于10人」');
    expect(conditionReason(months, null, false)).toBe('尚未入驻');
  });

  it('reads in English with the values and the park\'s own field names as stored', () => {
    expect(describeCondition(industry, undefined, 'en-US')).toBe('Industry is one of 集成电路, 人工智能');
    expect(describeCondition(headcount, undefined, 'en-US')).toBe('Headcount at least 10 people');
    expect(describeCondition(area, undefined, 'en-US')).toBe('Rented area at most 500㎡');
    expect(describeCondition(months, undefined, 'en-US')).toBe('Time in the park at least 6 months');
    expect(describeCondition(patent, undefined, 'en-US')).toBe('Has a Patent record');
    expect(describeCondition(award, undefined, 'en-US')).toBe('Has Award “省级奖项”');
    expect(describeCondition(field, 'Business scope', 'en-US')).toBe('Business scope contains text software');
    expect(conditionReason(headcount, 4, false, undefined, 'en-US')).toBe('Headcount is 4 people: does not meet “at least 10 people”');
    expect(conditionReason(headcount, 12, true, undefined, 'en-US')).toBe('Headcount is 12 people: meets “at least 10 people”');
    expect(conditionReason(months, null, false, undefined, 'en-US')).toBe('Not settled in the park yet');
    expect(conditionReason(field, '', false, 'Business scope', 'en-US')).toBe('Business scope not filled in');
    expect(conditionReason(patent, null, false, undefined, 'en-US')).toBe('No matching Patent record');
  });

  it('leaves no Chinese of its own in English, for every kind and operator it declares', () => {
    const all: PolicyCondition[] = [
      { kind: 'industry', operator: 'notIn', value: ['x'] },
      { kind: 'headcount', operator: 'lte', value: 3 },
      { kind: 'areaSqm', operator: 'gte', value: 3 },
      { kind: 'settledMonths', operator: 'lte', value: 3 },
      ...['funding', 'patent', 'award', 'qualification', 'revenue'].map((target): PolicyCondition => ({ kind: 'milestone', operator: 'has', target, value: 'x' })),
      ...(['in', 'notIn', 'includes', 'gte', 'lte', 'eq', 'contains'] as const).map((operator): PolicyCondition => ({ kind: 'field', operator, target: 'm.f', value: 'x' })),
    ];
    for (const c of all) {
      for (const text of [describeCondition(c, 'Scope', 'en-US'), conditionReason(c, 'y', true, 'Scope', 'en-US'), conditionReason(c, 'y', false, 'Scope', 'en-US'), conditionReason(c, null, false, 'Scope', 'en-US')]) {
        expect(text, `${c.kind} ${c.operator}`).not.toMatch(HAN);
      }
    }
  });
});
