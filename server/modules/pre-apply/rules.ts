import { PRE_APPLY_STATES, type PreApplyState } from '../../../src/contract/pre-apply-states';
import type { PreApplyForm } from '../../../src/contract/schemas/pre-apply';
import { AppError, badRequest } from '../../lib/errors';

export const STALE = '状态已变更，请刷新后重试';
export const stale = () => new AppError(STALE);

export const refusedIn = (state: PreApplyState, what: string) => badRequest(`该预申报${PRE_APPLY_STATES[state]}，不能${what}`);

// What the schema cannot say: trimmed text, and a statement to read before it is sent for review.
export function cleanForm(raw: PreApplyForm, submit: boolean): PreApplyForm {
  const form: PreApplyForm = {
    ...raw,
    companyName: raw.companyName.trim(),
    creditCode: raw.creditCode.trim().toUpperCase(),
    contact: raw.contact.trim(),
    phone: raw.phone.trim(),
    statement: raw.statement.trim(),
    attachments: raw.attachments.map((a) => ({ name: a.name.trim(), url: a.url.trim() })),
  };
  if (submit && !form.statement) throw badRequest('请填写申报说明');
  return form;
}

/** A required opinion or reason, trimmed; `message` when blank. */
export function required(text: string | undefined, message: string): string {
  const value = text?.trim() ?? '';
  if (!value) throw badRequest(message);
  return value;
}
