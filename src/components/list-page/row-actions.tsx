import { Space } from 'antd';
import { VerdictButton } from '@/components/verdict-button/verdict-button';
import type { RouteAccess } from '@contract/access';
import { ALLOWED, type Verdict } from '@contract/verdict';

export interface RowAction<T> {
  key: string;
  label: string;
  /** The call the action makes (or the one its screen saves with): shown only to who may make it, as it declares. */
  call?: { access: RouteAccess };
  danger?: boolean;
  visible?: (row: T) => boolean;
  /** The contract's rule for a shown action: a refusal disables it, its reason as the tooltip. */
  verdict?: (row: T) => Verdict;
  /** Asked in a dialog before `run`; the list is refreshed after a confirmed action. */
  confirm?: string | ((row: T) => string);
  /** An async `run` (a call) refreshes the list when it settles; a sync one (navigation) does not. */
  run: (row: T) => unknown;
}

export interface RowActionsProps<T> {
  row: T;
  actions: RowAction<T>[];
  onAction: (action: RowAction<T>, row: T) => void;
}

export function RowActions<T>({ row, actions, onAction }: RowActionsProps<T>) {
  const shown = actions.filter((action) => !action.visible || action.visible(row));
  if (shown.length === 0) return null;
  return (
    <Space size={0} wrap>
      {shown.map((action) => (
        <VerdictButton key={action.key} verdict={action.verdict?.(row) ?? ALLOWED} type="link" size="small" danger={action.danger} onClick={() => onAction(action, row)}>
          {action.label}
        </VerdictButton>
      ))}
    </Space>
  );
}
