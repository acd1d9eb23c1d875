import type { Writable } from 'node:stream';
import { loadExcel } from '../../lib/exceljs';
import type { Db } from '../../db/client';
import type { Column, CompanyRow } from './columns';
import type { SQL } from 'drizzle-orm';
import { pendingProfiles } from '../enterprise';
import { companyBatch, recordsOf, roomsOf } from './queries';

/** Companies read per statement: the writer holds one batch at a time, never the whole set. */
export const BATCH = 500;

/** The filtered companies of the park with their answers, rooms and waiting changes, one batch at a time, by id. */
export async function* companyRows(db: Db, parkId: number, where: SQL[], moduleKeys: string[]): AsyncGenerator<CompanyRow[]> {
  let afterId = 0;
  for (;;) {
    const batch = await companyBatch(db, where, afterId, BATCH);
    if (batch.length === 0) return;
    const ids = batch.map((c) => c.id);
    const changing = batch.filter((c) => c.changePending).map((c) => c.id);
    const [records, held, pending] = await Promise.all([recordsOf(db, ids, moduleKeys), roomsOf(db, ids), pendingProfiles(db, parkId, changing)]);
    const answers = new Map<number, Map<string, Record<string, unknown>>>();
    for (const r of records) {
      const byModule = answers.get(r.companyId) ?? new Map<string, Record<string, unknown>>();
      byModule.set(r.moduleKey, r.data ?? {});
      answers.set(r.companyId, byModule);
    }
    const roomNames = new Map<number, string[]>();
    for (const r of held) {
      if (r.companyId === null) continue;
      roomNames.set(r.companyId, [...(roomNames.get(r.companyId) ?? []), `${r.building}${r.room}`]);
    }
    yield batch.map((company) => ({ company, records: answers.get(company.id) ?? new Map(), rooms: roomNames.get(company.id) ?? [], pending: pending.get(company.id) }));
    afterId = ids[ids.length - 1] ?? afterId;
    if (batch.length < BATCH) return;
  }
}

export type Target = { stream: Writable } | { filename: string };

/**
 * Streams the rows into an .xlsx (exceljs' WorkbookWriter): each row is committed as it is written, so memory holds
 * one batch, whatever the number of companies. Reports the rows written after each batch; answers their count.
 */
export async function writeWorkbook(target: Target, columns: Column[], rows: AsyncIterable<CompanyRow[]>, onBatch?: (written: number) => Promise<void>): Promise<number> {
  const ExcelJS = await loadExcel();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ ...target, useSharedStrings: false, useStyles: true });
  const sheet = workbook.addWorksheet('企业数据');
  sheet.columns = columns.map((c) => ({ header: c.header, width: c.width }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  let written = 0;
  for await (const batch of rows) {
    for (const row of batch) sheet.addRow(columns.map((c) => c.value(row))).commit();
    written += batch.length;
    if (onBatch) await onBatch(written);
  }
  sheet.commit();
  await workbook.commit();
  return written;
}
