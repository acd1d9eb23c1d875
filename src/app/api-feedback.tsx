import { App } from 'antd';
import { useEffect } from 'react';
import { attachMessages } from '@/app/feedback/message-queue';
import { LoadingOverlay } from '@/app/feedback/loading-overlay';

/** Shows the client's error messages and its shared '加载中...' overlay. */
export function ApiFeedback() {
  const { message } = App.useApp();
  useEffect(() => attachMessages((text) => void message.error(text)), [message]);
  return <LoadingOverlay />;
}
