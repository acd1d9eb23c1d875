import { Alert } from 'antd';
import { useContractWord } from '@/components/i18n/contract-word';
import { StatusTag } from '@/components/status-tag/status-tag';
import { AGENCY_STATES } from '@contract/agency';
import type { AgencyProfile } from '@contract/schemas/agency';
import { useTexts } from '@/stores/language';
import { agencyCatalogue } from './i18n/agency';

/** Where the agency stands, in one line: incomplete, waiting for audit, rejected with the reason, approved and listed. */
export function AgencyStanding({ agency }: { agency: AgencyProfile }) {
  const texts = useTexts(agencyCatalogue);
  const word = useContractWord();
  const s = texts.standing;
  if (agency.state === 'incomplete') return <Alert type="info" showIcon title={s.incomplete} description={s.incompleteNote} />;
  if (agency.state === 'submitted') return <Alert type="warning" showIcon title={s.submitted} description={s.submittedNote} />;
  if (agency.state === 'rejected') return <Alert type="error" showIcon title={s.rejected} description={s.rejectedNote(agency.rejectReason ?? '')} />;
  const listing = agency.listed ? texts.listed : texts.unlisted;
  if (agency.pending) return <Alert type="warning" showIcon title={s.approvedWith(listing)} description={s.changeUnderReview} />;
  return (
    <Alert
      type={agency.rejectReason ? 'warning' : 'success'}
      showIcon
      title={<>{s.approved} <StatusTag tone={agency.listed ? 'success' : 'neutral'}>{listing}</StatusTag></>}
      description={agency.rejectReason ? s.lastChangeRejected(agency.rejectReason) : s.stateIs(word(AGENCY_STATES.approved))}
    />
  );
}
