import type { FastifyBaseLogger } from 'fastify';

export type VerifyType = 'register' | 'forget' | 'change';

export interface VerifyCodeMessage {
  phone: string;
  code: string;
  verifyType: VerifyType;
}

// How a code reaches the phone: an SMS gateway in a real deployment; throwing refuses the send.
export interface VerifyCodeSender {
  send(message: VerifyCodeMessage, log: FastifyBaseLogger): Promise<void>;
}

// Until an SMS gateway is plugged in, whoever runs the server reads the codes in its log (the README says so).
export const logSender: VerifyCodeSender = {
  async send({ phone, code, verifyType }, log) {
    log.info({ phone, verifyType }, `验证码 ${code}（${verifyType}，发往 ${phone}，10 分钟内有效）`);
  },
};

let current: VerifyCodeSender = logSender;

// Swaps the sender for the whole process (a deployment's SMS gateway, or a test capturing codes); null restores the log.
export function setVerifyCodeSender(sender: VerifyCodeSender | null): void {
  current = sender ?? logSender;
}

export const verifyCodeSender = (): VerifyCodeSender => current;
