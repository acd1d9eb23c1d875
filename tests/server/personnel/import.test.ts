import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import ExcelJS from 'exceljs';
import { idNumberProblem } from '@contract/personnel-rules';
import type { Tokens } from '../helpers/auth';
import { sessionFor } from '../helpers/support';
import { testApp } from '../helpers/test-server';
import { multipart } from '../files/fixtures';
import { json, rows, send, type Body } from '../park/fixtures';
import { badCheckId, companyIdOf, personnelLogCount, staffCount, staffLines, staffWorkbook, validId, XINGYUN } from './fixtures';

const IMPORT = '/api/v1/enterprise/personnel/import';

describe('bulk staff import from the template', () => {
  let app: FastifyInstance;
  let company: Tokens;
  let xingyun: number;

  beforeAll(async () => {
    app = await testApp();
  });
  afterAll(() => app.close());
  beforeEach(async () => {
    company = await sessionFor('company');
    xingyun = await companyIdOf(XINGYUN);
  });

  const upload = async (content: Buffer, tokens: Tokens = company) => {
    const body = multipart([{ name: '员工.xlsx', content, field: 'file' }]);
    return app.inject({ method: 'POST', url: IMPORT, headers: { ...body.headers, authorization: `Bearer ${tokens.access_token}` }, payload: body.payload });
  };

  it('downloads a real xlsx template whose example row would import', async () => {
    const res = await send(app, company, 'GET', 'v1/enterprise/personnel/template');
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([undefined, '姓名', '手机号', '身份证号', '入职日期', '部门', '职位', '学历']);
    const example = sheet.getRow(2).values as string[];
    expect(example.slice(1, 5)).toEqual(['张三', '13800138000', expect.any(String), '2024-03-01']);
    expect(idNumberProblem(String(example[3]))).toBeNull();
    expect(sheet.getRow(2).getCell(7).dataValidation).toMatchObject({ type: 'list' });
  });

  it('inserts every row of a valid file and logs the import once', async () => {
    const before = await staffCount(xingyun);
    const logs = await personnelLogCount();
    const res = (await upload(await staffWorkbook(staffLines(120)))).json<Body>();
    expect(res).toMatchObject({ code: 1, msg: '已导入 120 名员工', data: { state: 'success', total: 120, imported: 120, errors: [] } });
    expect(await staffCount(xingyun)).toBe(before + 120);
    expect(await personnelLogCount()).toBe(logs + 1);
    const found = await json(app, company, 'POST', 'v1/enterprise/personnel/lists', { name: '导入员工120' });
    expect(rows(found.data.list)).toMatchObject([{ phone: '13700000619', department: '研发部', position: '工程师', education: '本科', entryDate: '2025-06-01' }]);
  });

  it('reads dates typed as dates or with slashes, and an upper-cased X', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('员工');
    sheet.addRow(['姓名', '手机号', '身份证号', '入职日期', '部门', '职位', '学历']);
    const withX = Array.from({ length: 1000 }, (_, i) => validId(i, '440305')).find((id) => id.endsWith('X')) ?? '';
    sheet.addRow(['日期格', '13700001001', withX.toLowerCase(), new Date(Date.UTC(2023, 4, 6)), '', '', '']);
    sheet.addRow(['斜杠', '13700001002', validId(801), '2023/5/7', '', '', '']);
    const res = (await upload(Buffer.from(await workbook.xlsx.writeBuffer()))).json<Body>();
    expect(res.data).toMatchObject({ state: 'success', imported: 2 });
    const list = rows((await json(app, company, 'POST', 'v1/enterprise/personnel/lists', { phone: '1370000100' })).data.list);
    expect(list.map((r) => r.entryDate).sort()).toEqual(['2023-05-06', '2023-05-07']);
    expect(list.find((r) => r.name === '日期格')?.idNumber).toMatch(/X$/);
  });

  it('inserts nothing when any row is bad, naming each bad row and why', async () => {
    const before = await staffCount(xingyun);
    const logs = await personnelLogCount();
    const existing = rows((await json(app, company, 'POST', 'v1/enterprise/personnel/lists', {})).data.list)[0] as { phone: string };
    const lines = staffLines(10);
    lines[1] = ['坏手机', '2370000', validId(900), '2025-01-01', '', '', ''];
    lines[3] = ['坏校验', '13700009004', badCheckId(901), '2025-01-01', '', '', ''];
    lines[4] = ['', '13700009005', validId(902), '2999-01-01', '', '', '小学'];
    lines[6] = ['重复', lines[0]![1]!, lines[0]![2]!, '2025-01-01', '', '', ''];
    lines[8] = ['已有', existing.phone, validId(903), '2025-01-01', '', '', ''];
    const res = (await upload(await staffWorkbook(lines))).json<Body>();
    expect(res).toMatchObject({ code: 1, msg: '导入失败，未导入任何员工', data: { state: 'failed', total: 10, imported: 0 } });
    expect(res.data.errors).toEqual([
      { row: 3, message: '手机号格式不正确' },
      { row: 5, message: '身份证号校验位不正确' },
      { row: 6, message: '缺少姓名；入职日期不能晚于今天；学历只能是博士、硕士、本科、大专、中专、高中及以下之一' },
      { row: 8, message: '手机号与第 2 行重复；身份证号与第 2 行重复' },
      { row: 10, message: '手机号已存在' },
    ]);
    expect(await staffCount(xingyun)).toBe(before);
    expect(await personnelLogCount()).toBe(logs);
  });

  it('refuses a file that is not the template, and callers other than a settled company', async () => {
    expect((await upload(await staffWorkbook(staffLines(1), ['姓名', '电话']))).json().msg).toBe('表头与模板不一致，请下载最新模板填写');
    expect((await upload(Buffer.from('not a workbook'))).json().msg).toBe('文件不是有效的 Excel（.xlsx）文件');
    expect((await upload(await staffWorkbook([]))).json().msg).toBe('文件中没有要导入的数据');
    const plain = await send(app, company, 'POST', 'v1/enterprise/personnel/import', {});
    expect(plain.json().msg).toBe('请以 multipart/form-data 上传填好的模板，字段名为 file');
    const before = await staffCount(xingyun);
    for (const name of ['operator', 'agency']) expect((await upload(await staffWorkbook(staffLines(1)), await sessionFor(name))).statusCode).toBe(403);
    expect((await upload(await staffWorkbook(staffLines(1)), await sessionFor('newcompany'))).json().msg).toBe('企业入驻审核通过后才能管理员工');
    expect(await staffCount(xingyun)).toBe(before);
  });
});
