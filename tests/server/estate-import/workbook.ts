import ExcelJS from 'exceljs';

export const HEADERS = ['楼栋编号', '楼栋名称', '楼层编号', '楼层名称', '房间编号', '房间名称', '面积（㎡）'];

export type RoomLine = (string | number)[];

/** A filled room import template, as an operator would save it from Excel. */
export async function filledTemplate(lines: RoomLine[], headers = HEADERS): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('房间');
  sheet.addRow(headers);
  for (const line of lines) sheet.addRow(line);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** `count` rooms spread over buildings of 5 floors with 10 rooms each, numbered from `building`. */
export function roomLines(count: number, building = 7): RoomLine[] {
  return Array.from({ length: count }, (_, i) => {
    const b = building + Math.floor(i / 50);
    const floor = Math.floor((i % 50) / 10) + 1;
    const room = `${floor}${String((i % 10) + 1).padStart(2, '0')}`;
    return [String(b), `${b}号楼`, String(floor), `${floor}层`, room, `${room}室`, 50 + (i % 7)];
  });
}
