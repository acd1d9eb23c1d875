import type { HostKey } from '@contract/host-kinds';
import { languageOfHeader, type Language } from '@contract/languages';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { CallerGrants } from './grants';
import type { RouteAccess } from './route-access';

// Who is calling: set by the auth hook (server/modules/auth) on every authenticated request.
export interface AuthUser {
  id: number;
  username: string;
  userType: number;
  hostKey: HostKey;
  sessionId: number;
  parkId: number | null;
  companyId: number | null;
  mechanismId: number | null;
  // What the caller holds in the session's park, read with the session (absent on contexts built before sign-in).
  grants?: CallerGrants;
  // The caller's own profile as the session read it (absent on contexts built before sign-in).
  profile?: { avatar: string | null; email: string | null; phone: string | null };
}

// What a service needs to know about the call it serves.
export interface RequestContext {
  user: AuthUser | null;
  ip: string;
  /** The caller's language (Accept-Language), for words composed per answer; what is stored stays in Chinese. */
  language?: Language;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
  }
  interface FastifyRequest {
    user: AuthUser | null;
  }
  interface FastifyContextConfig {
    // Who may call the route (server/lib/route-access.ts); every /api route declares it.
    access?: RouteAccess;
  }
}

export function contextOf(request: { user: AuthUser | null; ip: string; headers?: { 'accept-language'?: string } }): RequestContext {
  return { user: request.user, ip: request.ip, language: languageOfHeader(request.headers?.['accept-language']) };
}
