import { message, notification } from 'antd';
import { afterEach } from 'vitest';

const NOTICES = '.ant-message-notice, .ant-notification-notice';
const FRAME_MS = 20;
const MAX_FRAMES = 25;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// antd's static message and notification render into roots of their own, outside what Testing Library unmounts, and
// leave with a motion that ends on animationend / transitionend, which jsdom never fires: a destroyed notice stayed in
// the page for good. The files of a worker share one page (vitest.config.ts: isolate false), so a test found the
// earlier files' notices (two role="alert", a message text that should be empty). After each test they are destroyed
// and their leave motions ended as a browser would end them, until none is left.
afterEach(async () => {
  message.destroy();
  notification.destroy();
  for (let frame = 0; frame < MAX_FRAMES && document.querySelector(NOTICES); frame += 1) {
    await pause(FRAME_MS);
    for (const notice of document.querySelectorAll(NOTICES)) {
      // rc-motion ends a motion on either event; jsdom has TransitionEvent, so its name is the plain one.
      notice.dispatchEvent(new Event('transitionend'));
    }
  }
});
