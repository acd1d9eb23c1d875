import { App, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { errorMessages, isLoading, loadingChanges } from '@/api/api-events';

/** Shows the client's error messages and its shared '加载中...' overlay. */
export function ApiFeedback() {
  const { message } = App.useApp();
  const [loading, setLoading] = useState(isLoading);

  useEffect(() => errorMessages.subscribe((text) => void message.error(text)), [message]);
  useEffect(() => loadingChanges.subscribe(setLoading), []);

  return <Spin fullscreen spinning={loading} description="加载中..." />;
}
