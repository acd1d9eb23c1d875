import { Spin } from 'antd';
import { useEffect, useState } from 'react';
import { isLoading, loadingChanges } from '@/api/api-events';

/** The client's shared '加载中...' overlay. */
export function LoadingOverlay() {
  const [loading, setLoading] = useState(isLoading);
  useEffect(() => loadingChanges.subscribe(setLoading), []);
  return <Spin fullscreen spinning={loading} description="加载中..." />;
}
