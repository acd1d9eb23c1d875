import { App } from 'antd';
import type { ReactNode } from 'react';
import { ApiFeedback } from '@/app/api-feedback';

/** antd's App (message, notification and modal for every screen) with the client's messages and overlay. */
export function AppFrame({ children }: { children: ReactNode }) {
  return (
    <App>
      <ApiFeedback />
      {children}
    </App>
  );
}
