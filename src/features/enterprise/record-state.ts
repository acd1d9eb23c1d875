import type { RecordCompany } from '@/api/enterprise';
import { COMPANY_STATES } from '@contract/company-states';

const { notApplied, submitted, settled, rejected, movedOut } = COMPANY_STATES;

/** The company may edit its own record now (waiting for audit and moved out are read-only). */
export const companyMayEdit = (company: RecordCompany) =>
  company.state === notApplied.code || company.state === rejected.code || company.state === settled.code;

/** The last step's button sends the application (not applied or rejected) rather than saving a change. */
export const isApplying = (company: RecordCompany) => company.state === notApplied.code || company.state === rejected.code;

export const isWaiting = (company: RecordCompany) => company.state === submitted.code;
export const isMovedOut = (company: RecordCompany) => company.state === movedOut.code;
