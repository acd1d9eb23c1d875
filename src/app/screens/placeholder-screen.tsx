import { Result } from 'antd';
import { shellCatalogue } from '@/app/i18n/shell';
import { useTexts } from '@/stores/language';

/** Stands in for a screen that a later issue builds, so a menu entry never crashes. */
export function PlaceholderScreen({ screen }: { screen: string }) {
  const texts = useTexts(shellCatalogue);
  return <Result status="info" title={texts.page.coming(screen)} subTitle={texts.page.comingDetail} />;
}
