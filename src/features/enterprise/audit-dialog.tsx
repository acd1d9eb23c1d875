import { auditCompany } from '@/api/enterprise';
import { ReviewDialog } from '@/components/review-dialog/review-dialog';
import { useTexts } from '@/stores/language';
import { enterpriseCatalogue } from './i18n/enterprise';

export interface AuditTarget {
  id: number;
  parkId: number;
  name: string;
  version: number;
  /** An application (state 0) or a settled company's change. */
  kind: 'apply' | 'change';
}

export interface AuditDialogProps {
  target: AuditTarget | null;
  pass: boolean;
  onClose: () => void;
  /** After the audit landed: refresh what showed it. */
  onDone: () => void;
}

/** 通过 asks to confirm; 驳回 asks for the reason, which the company reads. */
export function AuditDialog({ target, pass, onClose, onDone }: AuditDialogProps) {
  const change = target?.kind === 'change';
  const words = useTexts(enterpriseCatalogue).audit;
  return (
    <ReviewDialog
      open={target !== null}
      pass={pass}
      name={target?.name ?? ''}
      what={change ? words.change : words.apply}
      passNote={change ? words.changeNote : words.applyNote}
      reader={words.reader}
      submit={(reason) =>
        target ? auditCompany(target.parkId, target.id, { pass, version: target.version, ...(reason ? { reason } : {}) }) : Promise.resolve()
      }
      onClose={onClose}
      onDone={onDone}
    />
  );
}
