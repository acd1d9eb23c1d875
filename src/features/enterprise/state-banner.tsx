import type { ReactNode } from 'react';
import { Alert } from 'antd';
import type { RecordCompany } from '@/api/enterprise';
import { useContractWord } from '@/components/i18n/contract-word';
import { useTexts } from '@/stores/language';
import { COMPANY_STATES } from '@contract/company-states';
import { enterpriseCatalogue, type EnterpriseTexts } from './i18n/enterprise';

const { submitted, settled, rejected, movedOut } = COMPANY_STATES;

interface Banner {
  type: 'info' | 'success' | 'warning' | 'error';
  title: string;
  description?: string;
}

function bannerOf(company: RecordCompany, own: boolean, words: EnterpriseTexts['banner'], word: (word: string) => string): Banner {
  if (company.state === submitted.code) return { type: 'info', title: word(submitted.label), description: own ? words.waitingOwn : words.waiting };
  if (company.state === rejected.code) {
    return { type: 'error', title: words.rejected(word(rejected.label), company.rejectReason ?? ''), description: own ? words.rejectedOwn : undefined };
  }
  if (company.state === settled.code && company.changePending) {
    return { type: 'warning', title: words.changePending(word(settled.label)), description: words.changePendingNote };
  }
  if (company.state === settled.code) {
    return company.rejectReason
      ? { type: 'warning', title: words.changeRejected(word(settled.label), company.rejectReason), description: own ? words.changeRejectedOwn : undefined }
      : { type: 'success', title: word(settled.label) };
  }
  if (company.state === movedOut.code) return { type: 'info', title: word(movedOut.label), description: words.movedOut };
  return { type: 'info', title: words.notApplied, description: own ? words.notAppliedOwn : words.notAppliedPark };
}

/** Where the company stands: waiting, rejected with the reason, settled (with a change waiting), moved out. */
export function StateBanner({ company, own, action }: { company: RecordCompany; own: boolean; action?: ReactNode }) {
  const banner = bannerOf(company, own, useTexts(enterpriseCatalogue).banner, useContractWord());
  return <Alert showIcon type={banner.type} title={banner.title} description={banner.description} action={action} style={{ marginBottom: 16 }} />;
}
