import { floorKey, roomKey, type CheckedRow, type Existing } from './queries';
import type { SheetRow } from './sheet';

export interface RowError {
  row: number;
  message: string;
}

const NUMBER = /^[0-9A-Za-z_-]{1,20}$/;
const LABELS = { buildingNumber: '楼栋编号', buildingName: '楼栋名称', floorNumber: '楼层编号', floorName: '楼层名称', roomNumber: '房间编号', roomName: '房间名称' } as const;

function fieldProblems(row: SheetRow): string[] {
  const problems: string[] = [];
  for (const [key, label] of Object.entries(LABELS) as [keyof typeof LABELS, string][]) {
    const value = row[key];
    if (!value) problems.push(`缺少${label}`);
    else if (key.endsWith('Number') && !NUMBER.test(value)) problems.push(`${label}只能包含字母、数字、-和_，最多20个字符`);
    else if (key.endsWith('Name') && value.length > 30) problems.push(`${label}不能超过30个字符`);
  }
  const area = Number(row.areaSqm);
  if (!row.areaSqm) problems.push('缺少面积');
  else if (!Number.isFinite(area) || area <= 0 || area > 1000000) problems.push('面积必须是大于0且不超过1000000的数字');
  return problems;
}

/** Every problem of every row (all or nothing), checked against the file itself and what the park holds. */
export function checkRows(rows: SheetRow[], existing: Existing, onProgress: (done: number) => void): { good: CheckedRow[]; errors: RowError[] } {
  const errors: RowError[] = [];
  const good: CheckedRow[] = [];
  const buildingNames = new Map<string, { name: string; row: number }>();
  const floorNames = new Map<string, { name: string; row: number }>();
  const roomsSeen = new Map<string, number>();
  rows.forEach((row, index) => {
    const problems = fieldProblems(row);
    if (problems.length === 0) {
      const b = existing.buildings.get(row.buildingNumber);
      const firstB = buildingNames.get(row.buildingNumber);
      if (b && b.name !== row.buildingName) problems.push(`楼栋编号 ${row.buildingNumber} 已存在，名称为「${b.name}」`);
      else if (firstB && firstB.name !== row.buildingName) problems.push(`楼栋编号 ${row.buildingNumber} 在第 ${firstB.row} 行的名称为「${firstB.name}」`);
      const fKey = floorKey(row.buildingNumber, row.floorNumber);
      const f = existing.floors.get(fKey);
      const firstF = floorNames.get(fKey);
      if (f && f.name !== row.floorName) problems.push(`楼层编号 ${row.floorNumber} 已存在，名称为「${f.name}」`);
      else if (firstF && firstF.name !== row.floorName) problems.push(`楼层编号 ${row.floorNumber} 在第 ${firstF.row} 行的名称为「${firstF.name}」`);
      const rKey = roomKey(row.buildingNumber, row.floorNumber, row.roomNumber);
      const twin = roomsSeen.get(rKey);
      if (existing.rooms.has(rKey)) problems.push(`房间编号 ${row.roomNumber} 在该楼层已存在`);
      else if (twin !== undefined) problems.push(`与第 ${twin} 行的房间重复`);
      if (!firstB) buildingNames.set(row.buildingNumber, { name: row.buildingName, row: row.row });
      if (!firstF) floorNames.set(fKey, { name: row.floorName, row: row.row });
      if (twin === undefined) roomsSeen.set(rKey, row.row);
    }
    if (problems.length) errors.push({ row: row.row, message: problems.join('；') });
    else good.push({ ...row, areaSqm: Number(row.areaSqm) });
    if ((index + 1) % 50 === 0) onProgress(index + 1);
  });
  return { good, errors };
}
