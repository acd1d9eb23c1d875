import { Result } from 'antd';

export function NoAccess() {
  return <Result status="403" title="暂无权限" subTitle="您没有访问该页面的权限，请联系管理员开通。" />;
}
