import type { ReactNode } from 'react';
import { Alert, Button, Spin } from 'antd';
import type { UseQueryResult } from '@tanstack/react-query';
import { loadError } from '@/api/queries/load-error';
import { sharedCatalogue } from '@/components/i18n/shared';
import { useTexts } from '@/stores/language';

/** A record's load: the spinner, the error with 重试, or the content once it is there. */
export function RecordLoading<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  const shared = useTexts(sharedCatalogue);
  if (query.isError) {
    return <Alert type="error" showIcon title={loadError(query.error)} action={<Button onClick={() => void query.refetch()}>{shared.retry}</Button>} />;
  }
  if (query.data === undefined) return <Spin />;
  return <>{children(query.data)}</>;
}
