import { Button, Result } from 'antd';
import { useRouteError } from 'react-router-dom';

/** Last resort for an error outside any screen: a message and a reload, never a white page. */
export function RouteError() {
  const error = useRouteError();
  return (
    <Result
      status="error"
      title="页面出错了"
      subTitle={error instanceof Error ? error.message : '页面加载失败，请重试。'}
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          重新加载
        </Button>
      }
    />
  );
}
