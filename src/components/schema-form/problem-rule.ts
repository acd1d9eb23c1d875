import type { FormItemProps } from 'antd';
import { ruleMessageNow } from '@/lib/i18n/contract-word-now';

type Rule = NonNullable<FormItemProps['rules']>[number];

/**
 * A contract rule (`creditCodeProblem`, `mobileProblem`…: the reason a value is refused, or null) as a form rule.
 * An empty value passes: whether one is needed is the `required` rule's business.
 */
export function problemRule(problem: (value: string) => string | null): Rule {
  return {
    validator: (_, value: unknown) => {
      if (typeof value !== 'string' || value.trim() === '') return Promise.resolve();
      const reason = problem(value.trim());
      return reason ? Promise.reject(new Error(ruleMessageNow(reason))) : Promise.resolve();
    },
  };
}
