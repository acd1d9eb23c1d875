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

export interface CheckInNotice {
  title: string;
  text: string;
  action: string;
}

export function checkInNotice(status: number): CheckInNotice {
  if (status === 1) {
    return {
      title: '入驻申请审核中',
      text: '您的入驻申请已提交，园区正在审核。审核通过后即可使用全部功能，在此之前您可以查看和完善企业信息。',
      action: '查看企业信息',
    };
  }
  if (status === 4) {
    return {
      title: '入驻申请未通过',
      text: '您的入驻申请未通过园区审核，请按审核意见修改企业信息后重新提交。',
      action: '修改企业信息',
    };
  }
  return {
    title: '尚未办理入驻',
    text: '您的企业还没有提交入驻申请。请先填写企业信息并提交，园区审核通过后即可使用全部功能。',
    action: '去填写企业信息',
  };
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
