import { PRE_APPLY_STATEMENT_REQUIRED, PRE_APPLY_STATES, type PreApplyState } from '@contract/pre-apply-states';
import type { PreApplyForm } from '@contract/schemas/pre-apply';
import type { FieldError } from '@contract/field-errors';
import { creditCodeProblem, mobileProblem, normalCreditCode } from '@contract/value-rules';
import { AppError, badRequest, fieldErrors } from '../../lib/errors';

export const STALE = '状态已变更，请刷新后重试';
export const stale = () => new AppError(STALE);

export const refusedIn = (state: PreApplyState, what: string) => badRequest(`该预申报${PRE_APPLY_STATES[state]}，不能${what}`);

// What the schema cannot say: trimmed text, a mobile phone, a credit code with its check character when given, and
// a statement to read before it is sent for review; each refusal names its field (`form.<name>`).
export function cleanForm(raw: PreApplyForm, submit: boolean): PreApplyForm {
  const form: PreApplyForm = {
    ...raw,
    companyName: raw.companyName.trim(),
    creditCode: normalCreditCode(raw.creditCode),
    contact: raw.contact.trim(),
    phone: raw.phone.trim(),
    statement: raw.statement.trim(),
    attachments: raw.attachments.map((a) => ({ name: a.name.trim(), url: a.url.trim() })),
  };
  const errors: FieldError[] = [];
  const problem = (field: keyof PreApplyForm, msg: string | null | false) => {
    if (msg) errors.push({ field: `form.${field}`, msg });
  };
  problem('creditCode', form.creditCode !== '' && creditCodeProblem(form.creditCode));
  problem('phone', mobileProblem(form.phone));
  problem('statement', submit && !form.statement && PRE_APPLY_STATEMENT_REQUIRED);
  if (errors.length) throw fieldErrors(errors);
  return form;
}

/** A required opinion or reason, trimmed; `message` when blank. */
export function required(text: string | undefined, message: string): string {
  const value = text?.trim() ?? '';
  if (!value) throw badRequest(message);
  return value;
}
