import type { ReactNode } from 'react';
import type { TreeDataNode } from 'antd';
import type { EstateTree, RoomRow } from '@/api/estate';
import type { ParkTexts } from './i18n/park';
import type { PlaceRef } from './place-actions';

export interface TreeActions {
  /** The tree's words in the reader's language. */
  words: ParkTexts['estate'];
  /** The add link of a building (new floor) or a floor (new room). */
  add: (kind: 'floor' | 'room', parentId: number, parentName: string) => ReactNode;
  /** The edit, enable/disable and delete links of any place. */
  manage: (place: PlaceRef) => ReactNode;
}

const ref = (kind: PlaceRef['kind'], place: Omit<PlaceRef, 'kind'>): PlaceRef => ({
  kind,
  id: place.id,
  name: place.name,
  number: place.number,
  enabled: place.enabled,
  areaSqm: place.areaSqm,
});

/** Buildings → floors → rooms; a floor's rooms come from `rooms` once loaded. */
export function toTreeData(tree: EstateTree, rooms: Map<number, RoomRow[]>, actions: TreeActions): TreeDataNode[] {
  const { words } = actions;
  const state = (enabled: boolean) => (enabled ? '' : words.stopped);
  return tree.buildings.map((building) => ({
    key: `building-${building.id}`,
    title: (
      <span>
        {words.building(building.name, building.number, state(building.enabled))} {actions.add('floor', building.id, building.name)}
        {actions.manage(ref('building', building))}
      </span>
    ),
    children: building.floors.map((floor) => {
      const loaded = rooms.get(floor.id);
      return {
        key: `floor-${floor.id}`,
        title: (
          <span>
            {words.floor(floor.name, loaded?.length ?? floor.roomCount, state(floor.enabled))} {actions.add('room', floor.id, `${building.name} ${floor.name}`)}
            {actions.manage(ref('floor', floor))}
          </span>
        ),
        isLeaf: floor.roomCount === 0 && (loaded?.length ?? 0) === 0,
        children: loaded?.map((room) => ({
          key: `room-${room.id}`,
          isLeaf: true,
          title: (
            <span>
              {words.room(room.name, room.number, room.areaSqm, room.companyName ?? '', state(room.enabled))}{' '}
              {actions.manage(ref('room', room))}
            </span>
          ),
        })),
      };
    }),
  }));
}
