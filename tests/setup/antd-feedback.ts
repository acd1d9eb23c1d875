import { message, notification } from 'antd';
import { afterEach } from 'vitest';

// antd's static message and notification render into roots of their own, outside what Testing Library unmounts, and
// close on timers with a leave animation: close them after each test (the environment, jsdom-open-environment.ts,
// keeps the page open, so an animation still running when the file ends finishes harmlessly).
afterEach(() => {
  message.destroy();
  notification.destroy();
});

