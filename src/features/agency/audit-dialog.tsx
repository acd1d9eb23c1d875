import { auditAgency } from '@/api/agency';
import { auditService } from '@/api/agency-services';
import { ReviewDialog } from '@/components/review-dialog/review-dialog';
import { useTexts } from '@/stores/language';
import { agencyCatalogue, type AgencyTexts } from './i18n/agency';

/** What the operator audits: a first submission, or a change to one already approved. */
export interface AuditTarget {
  id: number;
  name: string;
  version: number;
  changePending: boolean;
}

interface AuditedKind {
  first: string;
  change: string;
  /** What passing a first submission does (a passed change takes effect at once). */
  firstPasses: string;
  submit: (body: { id: number; version: number; pass: boolean; reason?: string }) => Promise<unknown>;
}

// An agency's profile and one of its services: the same audit, in their own words and through their own call.
const audited = ({ audit }: AgencyTexts): Record<'agency' | 'service', AuditedKind> => ({
  agency: { first: audit.agency, change: audit.agencyChange, firstPasses: audit.agencyPasses, submit: auditAgency },
  service: { first: audit.service, change: audit.serviceChange, firstPasses: audit.servicePasses, submit: auditService },
});

export interface AuditDialogProps {
  kind: 'agency' | 'service';
  target: AuditTarget | null;
  pass: boolean;
  onClose: () => void;
  onDone: () => void;
}

/** 通过 asks to confirm; 驳回 asks for the reason, which the agency reads. */
export function AuditDialog({ kind, target, pass, onClose, onDone }: AuditDialogProps) {
  const texts = useTexts(agencyCatalogue);
  const words = audited(texts)[kind];
  const change = target?.changePending ?? false;
  return (
    <ReviewDialog
      open={target !== null}
      pass={pass}
      name={target?.name ?? ''}
      what={change ? words.change : words.first}
      passNote={change ? texts.audit.changePasses : words.firstPasses}
      reader={texts.audit.reader}
      submit={(reason) => (target ? words.submit({ id: target.id, version: target.version, pass, ...(reason ? { reason } : {}) }) : Promise.resolve())}
      onClose={onClose}
      onDone={onDone}
    />
  );
}
