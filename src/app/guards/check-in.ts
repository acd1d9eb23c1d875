import type { CompanyState } from '@/api/types';

/** Check-in statuses of spec §4 derived from the company state; `settled` opens the asked page. */
export type CheckInDecision = { settled: true } | { settled: false; status: number };

export function checkInDecision(state: CompanyState | undefined): CheckInDecision {
  if (state === null || state === undefined) return { settled: false, status: 2 };
  if (state === 0) return { settled: false, status: 1 };
  if (state === 2) return { settled: false, status: 4 };
  return { settled: true };
}

/** Statuses other than 0 and 3 show the check-in dialog (spec §4). */
export function showsCheckInDialog(status: number): boolean {
  return status !== 0 && status !== 3;
}

/** Which check-in notice a status shows (its words are the shell catalogue's `checkIn`). */
export type CheckInNotice = 'pending' | 'rejected' | 'none';

export function checkInNotice(status: number): CheckInNotice {
  if (status === 1) return 'pending';
  if (status === 4) return 'rejected';
  return 'none';
}

/** The company's own record (the check-in form), where every check-in dialog leads. */
export const COMPANY_FORM_PATH = '/companyManage-detail';

/**
 * The navigation state the dialog's button sets: arriving on the form through it opens the form. Arriving there any
 * other way (the first menu entry after sign-in) still shows the dialog first, so a tenant always meets it.
 */
export const CHECK_IN_ACKNOWLEDGED = { checkIn: 'acknowledged' } as const;

export function isAcknowledgedArrival(screen: string, state: unknown): boolean {
  return `/${screen}` === COMPANY_FORM_PATH && (state as { checkIn?: unknown } | null)?.checkIn === CHECK_IN_ACKNOWLEDGED.checkIn;
}
