import { Alert } from 'antd';
import { useTexts } from '@/stores/language';
import { agencyCatalogue } from './i18n/agency';
import { OwnServiceList } from './own-service-list';

const SHELF = ['approved', 'offline'] as const;

/** Screen `org-serve-mng`: the shelf — services listed for companies (take one down) and those taken down (resubmit). */
export function OrgServeMngScreen() {
  const texts = useTexts(agencyCatalogue);
  return (
    <>
      <Alert type="info" showIcon style={{ marginBottom: 16 }} title={texts.service.shelfNote} />
      <OwnServiceList states={SHELF} allByDefault={false} />
    </>
  );
}
