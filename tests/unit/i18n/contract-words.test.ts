import { describe, expect, it } from 'vitest';
import { COMPANY_STATES } from '@contract/company-states';
import { CONSULTATION_SUBJECTS } from '@contract/consultation-states';
import { ORDER_KINDS } from '@contract/order-states';
import { FIELD_KINDS } from '@contract/field-kinds';
import { HOME_KINDS } from '@contract/home';
import { CONTENT_STATES } from '@contract/content-types';
import { SERVICE_TYPES } from '@contract/agency';
import { APP_SLOTS } from '@contract/app-content';
import { SUGGESTION_CATEGORIES } from '@contract/suggestions';
import { USER_TYPE_LABELS } from '@contract/host-kinds';
import { MACHINES } from '@contract/machines';
import { LOG_ACTIONS, LOG_MODULES } from '@contract/oplog';
import { EDUCATIONS } from '@contract/personnel-rules';
import { PRE_APPLY_STATEMENT_REQUIRED } from '@contract/pre-apply-states';
import { PRIVILEGES } from '@contract/privileges';
import { APPLICATION_STATES, BATCH_PHASES, VOUCHER_STATES } from '@contract/vouchers';
import { CONTRACT_WORDS_EN, contractWordEn } from '@contract/words-en';

const HAN = /[\u3400-\u9fff]/;

/** Every word the contract's catalogues give the console to show. */
function contractWords(): string[] {
  const words: string[] = [];
  // Each machine read through what they share: their union would take only the actions common to all.
  const machines: ReadonlyArray<{ stateKeys: readonly string[]; actionKeys: readonly string[]; stateLabel(state: string): string; actionLabel(action: string): string }> =
    Object.values(MACHINES);
  for (const machine of machines) {
    for (const state of machine.stateKeys) words.push(machine.stateLabel(state));
    for (const action of machine.actionKeys) words.push(machine.actionLabel(action));
  }
  words.push(...Object.values(PRIVILEGES).map((privilege) => privilege.name));
  words.push(...Object.values(HOME_KINDS).map((kind: { label: string }) => kind.label));
  words.push(...Object.values(LOG_MODULES), ...Object.values(LOG_ACTIONS), ...Object.values(USER_TYPE_LABELS));
  words.push(...Object.values(COMPANY_STATES).map((state) => state.label), ...Object.values(CONTENT_STATES));
  words.push(...Object.values(VOUCHER_STATES), ...Object.values(APPLICATION_STATES), ...Object.values(BATCH_PHASES));
  words.push(...Object.values(SERVICE_TYPES), ...Object.values(SUGGESTION_CATEGORIES), ...Object.values(APP_SLOTS).map((slot) => slot.label));
  words.push(...EDUCATIONS, PRE_APPLY_STATEMENT_REQUIRED, ...Object.values(ORDER_KINDS), ...Object.values(CONSULTATION_SUBJECTS));
  words.push(...Object.values(FIELD_KINDS).flatMap((kind: { label: string; hint?: string }) => [kind.label, ...(kind.hint ? [kind.hint] : [])]));
  return [...new Set(words)];
}

describe('the contract words in English', () => {
  it('has the English of every state, action, privilege, log word, to-do kind and host kind', () => {
    expect(contractWords().filter((word) => !CONTRACT_WORDS_EN[word])).toEqual([]);
  });

  it('has no Chinese left in its English', () => {
    expect(Object.values(CONTRACT_WORDS_EN).filter((word) => HAN.test(word))).toEqual([]);
  });

  it('reads a word it does not know as itself', () => {
    expect(contractWordEn('已入驻')).toBe('Settled');
    expect(contractWordEn('园区自己的词')).toBe('园区自己的词');
  });
});
