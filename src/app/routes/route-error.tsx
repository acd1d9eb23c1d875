import { Button, Result } from 'antd';
import { useRouteError } from 'react-router-dom';
import { shellCatalogue } from '@/app/i18n/shell';
import { useTexts } from '@/stores/language';

/** Last resort for an error outside any screen: a message and a reload, never a white page. */
export function RouteError() {
  const error = useRouteError();
  const texts = useTexts(shellCatalogue);
  return (
    <Result
      status="error"
      title={texts.page.failed}
      subTitle={error instanceof Error ? error.message : texts.page.failedDetail}
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          {texts.page.reload}
        </Button>
      }
    />
  );
}
