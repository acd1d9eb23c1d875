import type { ReactNode } from 'react';
import { Alert } from 'antd';
import type { RecordCompany } from '@/api/enterprise';
import { COMPANY_STATES } from '@contract/company-states';

const { submitted, settled, rejected, movedOut } = COMPANY_STATES;

interface Banner {
  type: 'info' | 'success' | 'warning' | 'error';
  title: string;
  description?: string;
}

function bannerOf(company: RecordCompany, own: boolean): Banner {
  if (company.state === submitted.code) {
    return { type: 'info', title: '待审核', description: own ? '入驻申请已提交，园区正在审核，审核期间企业信息不能修改。' : '入驻申请等待园区审核。' };
  }
  if (company.state === rejected.code) {
    return { type: 'error', title: `已驳回：${company.rejectReason ?? ''}`, description: own ? '请按审核意见修改企业信息后重新提交。' : undefined };
  }
  if (company.state === settled.code && company.changePending) {
    return { type: 'warning', title: '已入驻 · 信息变更待审核', description: '变更审核通过前，企业信息仍以当前审核通过的内容为准。' };
  }
  if (company.state === settled.code) {
    return company.rejectReason
      ? { type: 'warning', title: `已入驻 · 信息变更未通过：${company.rejectReason}`, description: own ? '可修改后重新提交变更。' : undefined }
      : { type: 'success', title: '已入驻' };
  }
  if (company.state === movedOut.code) return { type: 'info', title: '已迁出', description: '企业已迁出园区，企业信息仅供查看。' };
  return { type: 'info', title: '尚未办理入驻', description: own ? '请逐步填写企业信息，最后一步提交入驻申请。' : '企业尚未提交入驻申请。' };
}

/** Where the company stands: waiting, rejected with the reason, settled (with a change waiting), moved out. */
export function StateBanner({ company, own, action }: { company: RecordCompany; own: boolean; action?: ReactNode }) {
  const banner = bannerOf(company, own);
  return <Alert showIcon type={banner.type} title={banner.title} description={banner.description} action={action} style={{ marginBottom: 16 }} />;
}
