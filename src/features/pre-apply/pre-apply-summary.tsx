import { useMemo } from 'react';
import type { PreApplyDetail } from '@/api/pre-apply';
import { DetailView, type DetailItem } from '@/components/detail-view/detail-view';
import { FileList } from '@/components/files/file-list';
import { useTexts } from '@/stores/language';
import { preApplyCatalogue, type PreApplyTexts } from './i18n/pre-apply';
import { PreApplyStateTag } from './pre-apply-state-tag';

function summaryItems(words: PreApplyTexts['fields']): DetailItem<PreApplyDetail>[] {
  return [
    { key: 'policyTitle', label: words.policy, span: 2 },
    { key: 'state', label: words.state, render: (r) => <PreApplyStateTag state={r.state} /> },
    { key: 'submittedAt', label: words.submittedAt, format: 'datetime' },
    { key: 'companyName', label: words.companyName, render: (r) => r.form.companyName },
    { key: 'creditCode', label: words.creditCode, render: (r) => r.form.creditCode },
    { key: 'contact', label: words.contact, render: (r) => r.form.contact },
    { key: 'phone', label: words.phone, render: (r) => r.form.phone },
    { key: 'statement', label: words.statement, span: 2, render: (r) => <div style={{ whiteSpace: 'pre-wrap' }}>{r.form.statement}</div> },
    {
      key: 'attachments',
      label: words.attachments,
      span: 2,
      render: (r) => (r.form.attachments.length === 0 ? null : <FileList files={r.form.attachments} />),
    },
    { key: 'decidedAt', label: words.decidedAt, format: 'datetime' },
    { key: 'cancelReason', label: words.cancelReason },
  ];
}

/** The application as sent: the policy, its state and the material. */
export function PreApplySummary({ detail }: { detail: PreApplyDetail }) {
  const words = useTexts(preApplyCatalogue).fields;
  const items = useMemo(() => summaryItems(words), [words]);
  return <DetailView record={detail} items={items} />;
}
