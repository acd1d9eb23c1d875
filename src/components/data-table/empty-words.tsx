import { Typography } from 'antd';

/**
 * The words of an empty antd Table or List (`locale={{ emptyText: <EmptyWords>暂无</EmptyWords> }}`): antd writes a
 * bare string in the disabled grey (1.8:1 on white), but it is text to read, so it takes the secondary text's colour.
 */
export function EmptyWords({ children }: { children: string }) {
  return <Typography.Text type="secondary">{children}</Typography.Text>;
}
