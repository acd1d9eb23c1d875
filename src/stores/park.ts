import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import type { ParkBrief } from '@contract/schemas/park';

/** A park the user belongs to, as the API lists it. */
export type StoredPark = ParkBrief;

/** 1 once the tenant's check-in is settled, so the check-in guard stops asking (spec §4). */
export type CheckInFlag = 0 | 1;

export interface ParkState {
  parkId: number | null;
  parkName: string | null;
  parks: StoredPark[];
  needSwitch: boolean;
  checkIn: CheckInFlag;
}

interface ParkActions {
  setParks: (parks: StoredPark[]) => void;
  choosePark: (park: Pick<StoredPark, 'id' | 'name'>) => void;
  setNeedSwitch: (needSwitch: boolean) => void;
  setCheckIn: (flag: CheckInFlag) => void;
  clear: () => void;
}

export const PARK_STORAGE_KEY = 'park-console-park';

const empty: ParkState = { parkId: null, parkName: null, parks: [], needSwitch: false, checkIn: 0 };

export const useParkStore = create<ParkState & ParkActions>()(
  persist(
    (set) => ({
      ...empty,
      setParks: (parks) => set({ parks }),
      choosePark: (park) => set({ parkId: park.id, parkName: park.name, needSwitch: false }),
      setNeedSwitch: (needSwitch) => set({ needSwitch }),
      setCheckIn: (checkIn) => set({ checkIn }),
      clear: () => set(empty),
    }),
    { name: PARK_STORAGE_KEY },
  ),
);
