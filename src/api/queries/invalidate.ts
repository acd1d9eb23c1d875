import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback } from 'react';

/**
 * Marks the data under each key as changed: what is on screen loads again, the rest loads when next shown. A key is a
 * prefix: a call's key alone (`callKey(roleCalls.list)`) covers every page and filter of the role list.
 */
export function useInvalidate(): (...keys: QueryKey[]) => Promise<void> {
  const client = useQueryClient();
  return useCallback(
    (...keys: QueryKey[]) => Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey }))).then(() => undefined),
    [client],
  );
}
