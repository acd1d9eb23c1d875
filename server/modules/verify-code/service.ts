import { randomInt } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { AppError, fieldError } from '../../lib/errors';
import { writeLog } from '../../lib/oplog';
import type { Tx } from '../../lib/db';
import type { RequestContext } from '../../lib/request-context';
import { installationSecret, keyed } from '../auth';
import { countTry, insertCode, lastSentAt, latestCode, lockPhone, markUsed, phoneOwner, type CodeRow } from './queries';
import { verifyCodeSender, type VerifyType } from './sender';

export const CODE_TTL_MS = 10 * 60_000;
export const RESEND_INTERVAL_MS = 60_000;
export const MAX_TRIES = 5;

const codeHash = (secret: Buffer, phone: string, verifyType: string, code: string) =>
  keyed(secret, `verify-code|${phone}|${verifyType}|${code}`);

export const maskPhone = (phone: string) => `${phone.slice(0, 3)}****${phone.slice(-4)}`;

async function checkPhoneFits(db: Db, phone: string, verifyType: VerifyType): Promise<void> {
  const owner = await phoneOwner(db, phone);
  if (verifyType === 'forget' && owner === null) throw fieldError('phone', '该手机号未注册');
  if (verifyType !== 'forget' && owner !== null) throw fieldError('phone', '该手机号已注册，请更换手机号');
}

export async function sendCode(db: Db, log: FastifyBaseLogger, ctx: RequestContext, verifyType: VerifyType, phone: string) {
  await checkPhoneFits(db, phone, verifyType);
  const secret = await installationSecret(db);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db.transaction(async (tx) => {
    await lockPhone(tx, phone);
    const now = new Date();
    const last = await lastSentAt(tx, phone);
    const wait = last ? Math.ceil((last.getTime() + RESEND_INTERVAL_MS - now.getTime()) / 1000) : 0;
    if (wait > 0) throw fieldError('phone', `验证码发送过于频繁，请 ${wait} 秒后再试`);
    await insertCode(tx, {
      phone,
      verifyType,
      codeHash: codeHash(secret, phone, verifyType, code),
      expiresAt: new Date(now.getTime() + CODE_TTL_MS),
      createdAt: now,
    });
    await writeLog(tx, ctx, { module: 'verifyCode', action: 'send', target: `${maskPhone(phone)}（${verifyType}）` });
    // Sent last, inside the transaction: a sender that fails leaves no code behind and the phone may retry at once.
    try {
      await verifyCodeSender().send({ phone, code, verifyType }, log);
    } catch (error) {
      log.error({ err: error, phone: maskPhone(phone) }, '验证码发送失败');
      throw new AppError('验证码发送失败，请稍后再试');
    }
  });
  return { expiresIn: CODE_TTL_MS / 1000, resendIn: RESEND_INTERVAL_MS / 1000 };
}

// Checks a code without using it up; a wrong guess counts as a try even though the call fails.
export async function checkCode(db: Db, phone: string, verifyType: VerifyType, code: string): Promise<CodeRow> {
  const row = await latestCode(db, phone, verifyType);
  if (!row) throw new AppError('请先获取验证码');
  if (row.usedAt) throw new AppError('验证码已使用，请重新获取');
  if (row.expiresAt <= new Date()) throw new AppError('验证码已过期，请重新获取');
  if (row.tries >= MAX_TRIES) throw new AppError('验证码错误次数过多，请重新获取');
  const secret = await installationSecret(db);
  if (codeHash(secret, phone, verifyType, code) !== row.codeHash) {
    const left = MAX_TRIES - (await countTry(db, row.id));
    throw new AppError(left > 0 ? `验证码错误，还可尝试 ${left} 次` : '验证码错误次数过多，请重新获取');
  }
  return row;
}

// Uses a checked code up inside the caller's transaction; of two calls racing with one code only one wins.
export async function useCode(tx: Tx, row: CodeRow): Promise<void> {
  if (!(await markUsed(tx, row.id, MAX_TRIES, new Date()))) throw new AppError('验证码已失效，请重新获取');
}
