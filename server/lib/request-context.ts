import type { Config } from '../config';
import type { Db } from '../db/client';

export type HostKey = 'manage' | 'front' | 'agent';

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
}

// What a service needs to know about the call it serves.
export interface RequestContext {
  user: AuthUser | null;
  ip: string;
}

export function hostKeyOf(userType: number): HostKey {
  if (userType === 0 || userType === 8) return 'manage';
  if (userType === 9) return 'front';
  return 'agent';
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
    // Routes are authenticated unless they say public: true.
    public?: boolean;
    // A privilege code the caller's role in the session's park must hold (platform admins hold every code).
    privilege?: string;
  }
}

export function contextOf(request: { user: AuthUser | null; ip: string }): RequestContext {
  return { user: request.user, ip: request.ip };
}
