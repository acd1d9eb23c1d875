import { Result } from 'antd';

/** Stands in for a screen that a later issue builds, so a menu entry never crashes. */
export function PlaceholderScreen({ screen }: { screen: string }) {
  return <Result status="info" title={`「${screen}」页面将在后续版本提供`} subTitle="该功能正在建设中，敬请期待。" />;
}
