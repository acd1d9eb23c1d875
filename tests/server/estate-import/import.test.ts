import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import ExcelJS from 'exceljs';
import type { Tokens } from '../helpers/auth';
import { sessionFor } from '../helpers/support';
import { testApp } from '../helpers/test-server';
import { multipart } from '../files/fixtures';
import { json, logCount, parkId, rows, send, ZHANGJIANG, ZHONGGUANCUN, type Body } from '../park/fixtures';
import { filledTemplate, roomLines } from './workbook';

describe('bulk room import', () => {
  let app: FastifyInstance;
  let operator: Tokens;
  let park: number;

  beforeAll(async () => {
    app = await testApp();
  });
  afterAll(() => app.close());
  beforeEach(async () => {
    operator = await sessionFor('operator');
    park = await parkId(ZHANGJIANG);
  });

  const upload = async (content: Buffer, target = park, tokens: Tokens = operator) => {
    const body = multipart([{ name: '房间.xlsx', content, field: 'file' }]);
    return app.inject({ method: 'POST', url: `/api/v1/admin/park/import/template/${target}`, headers: { ...body.headers, authorization: `Bearer ${tokens.access_token}` }, payload: body.payload });
  };
  const finished = async (taskId: number): Promise<Body['data']> => {
    for (let i = 0; i < 200; i += 1) {
      const task = await json(app, operator, 'GET', `v1/admin/park/import/task/${taskId}`);
      if (['success', 'failed'].includes(String(task.data.state))) return task.data;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error('import did not finish');
  };
  const roomTotal = async () => (await json(app, operator, 'POST', 'v1/park/room/list', { parkId: park })).data.total;

  it('downloads a real xlsx template with headers and one example row', async () => {
    const res = await send(app, operator, 'GET', 'v1/admin/park/import/template');
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([undefined, '楼栋编号', '楼栋名称', '楼层编号', '楼层名称', '房间编号', '房间名称', '面积（㎡）']);
    expect(sheet.getRow(2).values).toEqual([undefined, '1', 'A座', '1', '1层', '101', '101室', '120.5']);
    expect(sheet.rowCount).toBe(2);
  });

  it('imports 200 rooms in a background task, creating the buildings and floors they need', async () => {
    const before = await roomTotal();
    const logs = await logCount('importTask', 'room');
    const res = (await upload(await filledTemplate(roomLines(200)))).json<Body>();
    expect(res).toMatchObject({ code: 1, data: { state: 'pending', total: 200, fileName: '房间.xlsx' } });
    const task = await finished(Number(res.data.id));
    expect(task).toMatchObject({ state: 'success', total: 200, processed: 200, succeeded: 200, failed: 0, errors: [] });
    expect(await roomTotal()).toBe(Number(before) + 200);
    const tree = await json(app, operator, 'GET', `v1/park/estate/tree/${park}`);
    expect(rows(tree.data.buildings).filter((b) => String(b.name).endsWith('号楼')).map((b) => b.name)).toEqual(['10号楼', '7号楼', '8号楼', '9号楼']);
    expect(await logCount('importTask', 'room')).toBe(logs + 2);
    const list = await json(app, operator, 'POST', 'v1/admin/park/import/task/list', { parkId: park });
    expect(rows(list.data.list)[0]).toMatchObject({ id: res.data.id, state: 'success' });
  });

  it('imports nothing from a file with bad rows and names each bad row and why', async () => {
    const before = await roomTotal();
    const lines = roomLines(20);
    lines[4] = ['7', '7号楼', '1', '1层', '105', '105室', -3];
    lines[9] = ['7', '7号楼', '1', '1层', '101', '重复室', 50];
    lines.push(['1', '错名座', '1', '1层', '101', '101室', 10], ['', '', '', '', '', '', '']);
    const res = (await upload(await filledTemplate(lines))).json<Body>();
    const task = await finished(Number(res.data.id));
    expect(task).toMatchObject({ state: 'failed', total: 21, succeeded: 0, failed: 3 });
    expect(task.errors).toEqual([
      { row: 6, message: '面积必须是大于0且不超过1000000的数字' },
      { row: 11, message: '与第 2 行的房间重复' },
      { row: 22, message: '楼栋编号 1 已存在，名称为「A座」；房间编号 101 在该楼层已存在' },
    ]);
    expect(await roomTotal()).toBe(before);
  });

  it('refuses files that are not the template, and other parks', async () => {
    expect((await upload(Buffer.from('not a spreadsheet'))).json().msg).toBe('文件不是有效的 Excel（.xlsx）文件');
    expect((await upload(await filledTemplate(roomLines(1), ['编号']))).json().msg).toBe('表头与模板不一致，请下载最新模板填写');
    expect((await upload(await filledTemplate([]))).json().msg).toBe('文件中没有要导入的数据');
    expect((await upload(await filledTemplate(roomLines(1)), await parkId(ZHONGGUANCUN))).statusCode).toBe(403);
    expect((await upload(await filledTemplate(roomLines(1)), park, await sessionFor('company'))).statusCode).toBe(403);
    expect((await send(app, null, 'GET', 'v1/admin/park/import/template')).statusCode).toBe(401);
    expect((await send(app, await sessionFor('agency'), 'GET', 'v1/admin/park/import/template')).statusCode).toBe(403);
    expect((await send(app, operator, 'GET', 'v1/admin/park/import/task/99999')).statusCode).toBe(404);
  });
});
