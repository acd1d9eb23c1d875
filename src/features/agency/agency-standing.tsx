import { Alert } from 'antd';
import { StatusTag } from '@/components/status-tag/status-tag';
import { AGENCY_STATES } from '@contract/agency';
import type { AgencyProfile } from '@contract/schemas/agency';

/** Where the agency stands, in one line: incomplete, waiting for audit, rejected with the reason, approved and listed. */
export function AgencyStanding({ agency }: { agency: AgencyProfile }) {
  if (agency.state === 'incomplete') return <Alert type="info" showIcon title="机构信息待完善" description="请完善机构信息并提交审核，审核通过后机构将在平台展示。" />;
  if (agency.state === 'submitted') return <Alert type="warning" showIcon title="机构信息审核中" description="机构信息已提交，请等待平台审核。" />;
  if (agency.state === 'rejected') return <Alert type="error" showIcon title="机构信息未通过审核" description={`驳回原因：${agency.rejectReason ?? ''}，请修改后重新提交。`} />;
  const listing = agency.listed ? '已上架' : '已下架';
  if (agency.pending) return <Alert type="warning" showIcon title={`审核已通过（${listing}）`} description="机构信息变更审核中，审核通过前仍展示原信息。" />;
  return (
    <Alert
      type={agency.rejectReason ? 'warning' : 'success'}
      showIcon
      title={<>审核已通过 <StatusTag tone={agency.listed ? 'success' : 'neutral'}>{listing}</StatusTag></>}
      description={agency.rejectReason ? `最近一次信息变更未通过：${agency.rejectReason}` : `机构状态：${AGENCY_STATES.approved}`}
    />
  );
}
