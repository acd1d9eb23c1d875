import { Alert } from 'antd';
import { OwnServiceList } from './own-service-list';

const SHELF = ['approved', 'offline'] as const;

/** Screen `org-serve-mng`: the shelf — services listed for companies (take one down) and those taken down (resubmit). */
export function OrgServeMngScreen() {
  return (
    <>
      <Alert type="info" showIcon style={{ marginBottom: 16 }} title="已上架的服务对园区企业可见；修改已上架的服务需重新审核，审核期间仍按原内容展示。" />
      <OwnServiceList states={SHELF} allByDefault={false} />
    </>
  );
}
