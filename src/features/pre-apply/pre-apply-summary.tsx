import type { PreApplyDetail } from '@/api/pre-apply';
import { DetailView, type DetailItem } from '@/components/detail-view/detail-view';
import { FileList } from '@/components/files/file-list';
import { PreApplyStateTag } from './pre-apply-state-tag';

const items: DetailItem<PreApplyDetail>[] = [
  { key: 'policyTitle', label: '申报政策', span: 2 },
  { key: 'state', label: '状态', render: (r) => <PreApplyStateTag state={r.state} /> },
  { key: 'submittedAt', label: '提交时间', format: 'datetime' },
  { key: 'companyName', label: '企业名称', render: (r) => r.form.companyName },
  { key: 'creditCode', label: '统一社会信用代码', render: (r) => r.form.creditCode },
  { key: 'contact', label: '联系人', render: (r) => r.form.contact },
  { key: 'phone', label: '联系电话', render: (r) => r.form.phone },
  { key: 'statement', label: '申报说明', span: 2, render: (r) => <div style={{ whiteSpace: 'pre-wrap' }}>{r.form.statement}</div> },
  {
    key: 'attachments',
    label: '申报附件',
    span: 2,
    render: (r) => (r.form.attachments.length === 0 ? null : <FileList files={r.form.attachments} />),
  },
  { key: 'decidedAt', label: '审核时间', format: 'datetime' },
  { key: 'cancelReason', label: '取消原因' },
];

/** The application as sent: the policy, its state and the material. */
export function PreApplySummary({ detail }: { detail: PreApplyDetail }) {
  return <DetailView record={detail} items={items} />;
}
