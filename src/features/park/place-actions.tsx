import type { MouseEvent } from 'react';
import { Button } from 'antd';
import { estateCalls, type PlaceKind } from '@/api/estate';
import { MayCall } from '@/stores/access';

/** A building, floor or room as the tree shows it, enough to edit, toggle or delete it. */
export interface PlaceRef {
  kind: PlaceKind;
  id: number;
  name: string;
  number: string;
  enabled: boolean;
  areaSqm?: number;
}

export type PlaceAction = 'edit' | 'enable' | 'disable' | 'delete';

interface PlaceActionsProps {
  place: PlaceRef;
  onAction: (action: PlaceAction, place: PlaceRef) => void;
}

/** 编辑 / 启用·停用 / 删除 links of one tree node, for holders of the park privilege only. */
export function PlaceActions({ place, onAction }: PlaceActionsProps) {
  // A click on a link must not also expand or collapse the tree node.
  const run = (action: PlaceAction) => (event: MouseEvent) => {
    event.stopPropagation();
    onAction(action, place);
  };
  return (
    <MayCall call={estateCalls[`${place.kind}Update`]}>
      <Button type="link" size="small" onClick={run('edit')}>
        编辑
      </Button>
      <Button type="link" size="small" onClick={run(place.enabled ? 'disable' : 'enable')}>
        {place.enabled ? '停用' : '启用'}
      </Button>
      <Button type="link" size="small" danger onClick={run('delete')}>
        删除
      </Button>
    </MayCall>
  );
}
