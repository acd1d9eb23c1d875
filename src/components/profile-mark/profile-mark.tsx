import type { ReactNode } from 'react';
import { Space } from 'antd';
import { CHANGE_PENDING_LABEL, type ProfileKey } from '@contract/company-profile';
import type { ProfileChanges } from '@contract/schemas/enterprise';
import { ChangeMark } from '@/components/change-mark/change-mark';
import { StatusTag } from '@/components/status-tag/status-tag';

type ProfileRow = Partial<Record<ProfileKey, string | null>> & { pending: ProfileChanges };

const EMPTY = '--';

/**
 * A company's profile column in a list: the accepted value, and when a change waiting for audit would change it, the
 * new value marked 「变更为」 (contract/company-profile.ts; the row's `pending` holds only what differs).
 */
export function profileCell(row: ProfileRow, key: ProfileKey): ReactNode {
  const current = row[key] ?? EMPTY;
  if (!(key in row.pending)) return row[key] ?? null;
  return <ChangeMark current={current} next={row.pending[key] ?? EMPTY} changed />;
}

/** A cell (the company's name) marked 「变更待审核」 while a change to the company's record waits for audit. */
export function PendingMark({ changePending, children }: { changePending: boolean; children: ReactNode }) {
  if (!changePending) return <>{children}</>;
  return (
    <Space size={4} wrap>
      {children}
      <StatusTag tone="waiting">{CHANGE_PENDING_LABEL}</StatusTag>
    </Space>
  );
}
