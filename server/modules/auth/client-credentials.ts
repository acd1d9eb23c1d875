import { createHash, timingSafeEqual } from 'node:crypto';
import type { Config } from '../../config';
import { AppError } from '../../lib/errors';

const digest = (value: string) => createHash('sha256').update(value).digest();

// The OAuth2 client of the login call (HTTP Basic); a wrong one is a deployment mistake, not a user's.
export function checkClientCredentials(header: string | undefined, config: Config): void {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(header ?? '');
  const decoded = match?.[1] ? Buffer.from(match[1], 'base64').toString('utf8') : '';
  const expected = `${config.clientId}:${config.clientSecret}`;
  if (!match || !timingSafeEqual(digest(decoded), digest(expected))) {
    throw new AppError('客户端认证失败，请检查客户端凭据', { code: 'invalid_client', status: 401 });
  }
}
