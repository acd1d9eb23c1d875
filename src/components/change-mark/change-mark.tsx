import type { ReactNode } from 'react';
import { Space } from 'antd';
import { sharedCatalogue } from '@/components/i18n/shared';
import { StatusTag } from '@/components/status-tag/status-tag';
import { useTexts } from '@/stores/language';

/** Whether a change waiting for audit differs from the value in force (values are compared as stored). */
export const changedValue = (inForce: unknown, pending: unknown) => JSON.stringify(inForce ?? null) !== JSON.stringify(pending ?? null);

/**
 * A value in force and, when the change waiting for audit differs, the new value marked 「变更为」: how every review
 * (company record, agency profile, agency service) shows what a change changes.
 */
export function ChangeMark({ current, next, changed }: { current: ReactNode; next: ReactNode; changed: boolean }) {
  const texts = useTexts(sharedCatalogue);
  if (!changed) return <>{current}</>;
  return (
    <Space orientation="vertical" size={4}>
      {current}
      <span>
        <StatusTag tone="waiting">{texts.changedTo}</StatusTag>
        {next}
      </span>
    </Space>
  );
}
