import { auditAgency } from '@/api/agency';
import { ReviewDialog } from '@/components/review-dialog/review-dialog';

export interface AgencyAuditTarget {
  id: number;
  name: string;
  version: number;
  /** A first submission, or a change to an approved profile. */
  changePending: boolean;
}

export interface AgencyAuditDialogProps {
  target: AgencyAuditTarget | null;
  pass: boolean;
  onClose: () => void;
  onDone: () => void;
}

/** 通过 asks to confirm; 驳回 asks for the reason, which the agency reads. */
export function AgencyAuditDialog({ target, pass, onClose, onDone }: AgencyAuditDialogProps) {
  const change = target?.changePending ?? false;
  return (
    <ReviewDialog
      open={target !== null}
      pass={pass}
      name={target?.name ?? ''}
      what={change ? '机构信息变更' : '机构信息'}
      passNote={change ? '通过后变更内容立即生效。' : '通过后机构即上架展示。'}
      reader="机构"
      submit={(reason) => (target ? auditAgency({ id: target.id, version: target.version, pass, ...(reason ? { reason } : {}) }) : Promise.resolve())}
      onClose={onClose}
      onDone={onDone}
    />
  );
}
