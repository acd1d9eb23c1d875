import { afterAll, beforeAll } from 'vitest';
import { setVerifyCodeSender, type VerifyCodeMessage } from '../../../server/modules/verify-code/sender';

// Swaps the verify-code sender for one that keeps what it was asked to send, for the file that calls it.
export function captureCodes() {
  const sent: VerifyCodeMessage[] = [];
  beforeAll(() => {
    setVerifyCodeSender({
      async send(message) {
        sent.push(message);
      },
    });
  });
  afterAll(() => setVerifyCodeSender(null));
  return {
    sent,
    last(phone: string): string {
      const found = [...sent].reverse().find((m) => m.phone === phone);
      if (!found) throw new Error(`no code sent to ${phone}`);
      return found.code;
    },
  };
}
