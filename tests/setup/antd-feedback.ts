import { message, notification } from 'antd';
import { afterEach } from 'vitest';

// antd's static message and notification render into roots of their own, outside what Testing Library unmounts, and
// close on timers with a leave animation: close them after each test (the environment, jsdom-settled-environment.ts,
// lets the animation end before it tears the page down).
afterEach(() => {
  message.destroy();
  notification.destroy();
});

