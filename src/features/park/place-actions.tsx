import type { MouseEvent } from 'react';
import { Button } from 'antd';
import { estateCalls, type PlaceKind } from '@/api/estate';
import { useContractWord } from '@/components/i18n/contract-word';
import { MayCall } from '@/stores/access';
import { useTexts } from '@/stores/language';
import { LOG_ACTIONS } from '@contract/oplog';
import { parkCatalogue } from './i18n/park';

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
  const words = useTexts(parkCatalogue).estate;
  const word = useContractWord();
  // A click on a link must not also expand or collapse the tree node.
  const run = (action: PlaceAction) => (event: MouseEvent) => {
    event.stopPropagation();
    onAction(action, place);
  };
  return (
    <MayCall call={estateCalls[`${place.kind}Update`]}>
      <Button type="link" size="small" onClick={run('edit')}>
        {words.edit}
      </Button>
      <Button type="link" size="small" onClick={run(place.enabled ? 'disable' : 'enable')}>
        {word(place.enabled ? LOG_ACTIONS.disable : LOG_ACTIONS.enable)}
      </Button>
      <Button type="link" size="small" danger onClick={run('delete')}>
        {words.delete}
      </Button>
    </MayCall>
  );
}
