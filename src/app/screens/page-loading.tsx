import { Flex, Spin } from 'antd';

export function PageLoading() {
  return (
    <Flex justify="center" align="center" style={{ minHeight: 240 }}>
      <Spin description="加载中..." />
    </Flex>
  );
}
