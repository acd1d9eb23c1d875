import { Spin } from 'antd';
import { useEffect, useState } from 'react';
import { isLoading, loadingChanges } from '@/api/api-events';
import { shellCatalogue } from '@/app/i18n/shell';
import { useTexts } from '@/stores/language';

/** The client's shared loading overlay. */
export function LoadingOverlay() {
  const [loading, setLoading] = useState(isLoading);
  const texts = useTexts(shellCatalogue);
  useEffect(() => loadingChanges.subscribe(setLoading), []);
  return <Spin fullscreen spinning={loading} description={texts.page.loading} />;
}
