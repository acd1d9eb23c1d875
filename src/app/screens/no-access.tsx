import { Result } from 'antd';
import { shellCatalogue } from '@/app/i18n/shell';
import { useTexts } from '@/stores/language';

export function NoAccess() {
  const { noAccess } = useTexts(shellCatalogue);
  return <Result status="403" title={noAccess.title} subTitle={noAccess.detail} />;
}
