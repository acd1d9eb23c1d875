import type { ReactNode } from 'react';
import { useSessionStore } from '@/stores/session';

export function useAccess(code: string): boolean {
  return useSessionStore((state) => state.privileges.includes(code));
}

interface AccessProps {
  code: string;
  children: ReactNode;
  fallback?: ReactNode;
}

/** Renders its children only when the stored privilege codes include `code`. */
export function Access({ code, children, fallback = null }: AccessProps) {
  return useAccess(code) ? <>{children}</> : <>{fallback}</>;
}
