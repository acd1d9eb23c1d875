import { auditService, type AgencyServiceRow } from '@/api/agency-services';
import { ReviewDialog } from '@/components/review-dialog/review-dialog';

export interface ServiceAuditDialogProps {
  target: AgencyServiceRow | null;
  pass: boolean;
  onClose: () => void;
  onDone: () => void;
}

/** 通过 asks to confirm; 驳回 asks for the reason, which the agency reads. */
export function ServiceAuditDialog({ target, pass, onClose, onDone }: ServiceAuditDialogProps) {
  const change = target?.changePending ?? false;
  return (
    <ReviewDialog
      open={target !== null}
      pass={pass}
      name={target?.name ?? ''}
      what={change ? '服务变更' : '机构服务'}
      passNote={change ? '通过后变更内容立即生效。' : '通过后服务即上架，园区企业可以申请。'}
      reader="机构"
      submit={(reason) => (target ? auditService({ id: target.id, version: target.version, pass, ...(reason ? { reason } : {}) }) : Promise.resolve())}
      onClose={onClose}
      onDone={onDone}
    />
  );
}
