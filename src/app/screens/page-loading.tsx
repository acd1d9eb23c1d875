import { Flex, Spin } from 'antd';
import { shellCatalogue } from '@/app/i18n/shell';
import { useTexts } from '@/stores/language';

export function PageLoading() {
  const texts = useTexts(shellCatalogue);
  return (
    <Flex justify="center" align="center" style={{ minHeight: 240 }}>
      <Spin description={texts.page.loading} />
    </Flex>
  );
}
