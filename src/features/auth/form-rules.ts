import type { FormRule } from 'antd';
import type { accountZh } from '@/features/auth/i18n/account-zh-CN';
import type { Texts } from '@/lib/i18n/catalogue';
import { MOBILE_PATTERN } from '@contract/value-rules';
import { passwordProblem, usernameProblem } from '@contract/account-rules';

export const PHONE_PATTERN = new RegExp(MOBILE_PATTERN);

// The contract's rule decides; its words (the server's, in Chinese) are said in the catalogue's language.
const checkedBy = (problem: (value: string) => string | null, message: string): FormRule => ({
  validator: (_rule, value: unknown) => {
    const refused = typeof value === 'string' && value !== '' && problem(value) !== null;
    return refused ? Promise.reject(new Error(message)) : Promise.resolve();
  },
});

/** The account fields' rules in the language of `texts`; a new password or username by the server's own rule. */
export function accountRules(texts: Texts<typeof accountZh>) {
  return {
    phone: [
      { required: true, message: texts.enterPhone },
      { pattern: PHONE_PATTERN, message: texts.wrongPhone },
    ] satisfies FormRule[],
    password: [{ required: true, message: texts.enterPassword }, checkedBy(passwordProblem, texts.passwordRule)] satisfies FormRule[],
    username: [{ required: true, whitespace: true, message: texts.enterUsername }, checkedBy(usernameProblem, texts.usernameRule)] satisfies FormRule[],
    /** The confirmation field must repeat the field named `field`. */
    confirm: (field: string): FormRule[] => [
      { required: true, message: texts.enterPasswordAgain },
      ({ getFieldValue }) => ({
        validator: (_rule, value) =>
          !value || getFieldValue(field) === value ? Promise.resolve() : Promise.reject(new Error(texts.passwordsDiffer)),
      }),
    ],
  };
}
