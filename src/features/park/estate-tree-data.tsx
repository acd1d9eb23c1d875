import type { ReactNode } from 'react';
import type { TreeDataNode } from 'antd';
import type { EstateTree, RoomRow } from '@/api/estate';

export interface TreeActions {
  building: (id: number, name: string) => ReactNode;
  floor: (id: number, name: string) => ReactNode;
}

const state = (enabled: boolean) => (enabled ? '' : '（停用）');

/** Buildings → floors → rooms; a floor's rooms come from `rooms` once loaded. */
export function toTreeData(tree: EstateTree, rooms: Map<number, RoomRow[]>, actions: TreeActions): TreeDataNode[] {
  return tree.buildings.map((building) => ({
    key: `building-${building.id}`,
    title: (
      <span>
        {`${building.name}（编号 ${building.number}）${state(building.enabled)}`} {actions.building(building.id, building.name)}
      </span>
    ),
    children: building.floors.map((floor) => {
      const loaded = rooms.get(floor.id);
      return {
        key: `floor-${floor.id}`,
        title: (
          <span>
            {`${floor.name}（${loaded?.length ?? floor.roomCount} 间）${state(floor.enabled)}`} {actions.floor(floor.id, `${building.name} ${floor.name}`)}
          </span>
        ),
        isLeaf: floor.roomCount === 0 && (loaded?.length ?? 0) === 0,
        children: loaded?.map((room) => ({
          key: `room-${room.id}`,
          isLeaf: true,
          title: `${room.name}（${room.number}，${room.areaSqm}㎡）${room.companyName ? `· ${room.companyName}` : ''}${state(room.enabled)}`,
        })),
      };
    }),
  }));
}
