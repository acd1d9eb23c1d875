import type { FastifyInstance } from 'fastify';
import { DEMO_PASSWORD } from './test-server';

export const basicAuth = `Basic ${Buffer.from('park-console:park-console-secret').toString('base64')}`;

export interface Tokens {
  access_token: string;
  refresh_token: string;
}

const userTypeFor = (username: string) => (username === 'admin' || username === 'operator' ? 8 : 9);

// Logs a demo account in through the real login call and returns its tokens.
export async function loginAs(
  app: FastifyInstance,
  username: string,
  options: { password?: string; parkId?: number } = {},
): Promise<Tokens> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/user/login',
    headers: { authorization: basicAuth },
    payload: {
      username,
      password: options.password ?? DEMO_PASSWORD,
      grant_type: 'password',
      parkId: options.parkId ?? 0,
      userType: userTypeFor(username),
    },
  });
  const body = res.json();
  if (body.code !== 1) throw new Error(`login as ${username} failed: ${res.statusCode} ${res.body}`);
  return body.data as Tokens;
}

export const bearer = (tokens: Tokens) => ({ authorization: `Bearer ${tokens.access_token}` });
