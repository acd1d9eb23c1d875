import { auditAgency } from '@/api/agency';
import { auditService } from '@/api/agency-services';
import { ReviewDialog } from '@/components/review-dialog/review-dialog';

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
const AUDITED = {
  agency: { first: '机构信息', change: '机构信息变更', firstPasses: '通过后机构即上架展示。', submit: auditAgency },
  service: { first: '机构服务', change: '服务变更', firstPasses: '通过后服务即上架，园区企业可以申请。', submit: auditService },
} satisfies Record<string, AuditedKind>;

export interface AuditDialogProps {
  kind: keyof typeof AUDITED;
  target: AuditTarget | null;
  pass: boolean;
  onClose: () => void;
  onDone: () => void;
}

/** 通过 asks to confirm; 驳回 asks for the reason, which the agency reads. */
export function AuditDialog({ kind, target, pass, onClose, onDone }: AuditDialogProps) {
  const words: AuditedKind = AUDITED[kind];
  const change = target?.changePending ?? false;
  return (
    <ReviewDialog
      open={target !== null}
      pass={pass}
      name={target?.name ?? ''}
      what={change ? words.change : words.first}
      passNote={change ? '通过后变更内容立即生效。' : words.firstPasses}
      reader="机构"
      submit={(reason) => (target ? words.submit({ id: target.id, version: target.version, pass, ...(reason ? { reason } : {}) }) : Promise.resolve())}
      onClose={onClose}
      onDone={onDone}
    />
  );
}
