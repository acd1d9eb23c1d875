import { MANAGE_LOGIN_USER_TYPE, OTHER_LOGIN_USER_TYPE } from '@contract/constants';
import type { HostKey } from '@contract/host-kinds';
import { filesStreamCalls } from '@contract/calls/files';

export { hostKeyOf } from '@contract/host-kinds';

// Base URLs per host kind come from .env.*; the fallbacks match the shipped env files so tests need none.
const env = import.meta.env;

export const apiBase: Record<HostKey, string> = {
  manage: env.VITE_API_BASE_MANAGE ?? '/api/',
  front: env.VITE_API_BASE_FRONT ?? '/api/',
  agent: env.VITE_API_BASE_AGENT ?? '/api/',
};

/** The upload service's URL: the declared call's path below /api/ unless the deployment names another service. */
export const uploadUrl: string = env.VITE_UPLOAD_URL ?? `/api/${filesStreamCalls.upload.path}`;

export const clientCredentials = {
  id: env.VITE_CLIENT_ID ?? 'park-console',
  secret: env.VITE_CLIENT_SECRET ?? 'park-console-secret',
};

export function basicAuthHeader(): string {
  return `Basic ${btoa(`${clientCredentials.id}:${clientCredentials.secret}`)}`;
}

/** userType sent on login and refresh: 8 for the manage host, 9 otherwise (spec §6). */
export function loginUserType(host: HostKey): typeof MANAGE_LOGIN_USER_TYPE | typeof OTHER_LOGIN_USER_TYPE {
  return host === 'manage' ? MANAGE_LOGIN_USER_TYPE : OTHER_LOGIN_USER_TYPE;
}
