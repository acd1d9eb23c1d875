import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Tokens } from '../helpers/auth';
import { sessionFor, snapshotCounts } from '../helpers/support';
import { testApp } from '../helpers/test-server';
import { lastLogId, logsSince } from '../access/access-kit';
import { hit, mechanismIdOf, otherAgency } from './agency-kit';

const strength = (members = 1) => ({
  members: Array.from({ length: members }, (_, i) => ({ name: `成员${i}`, role: '顾问', qualification: '律师', photo: '/api/files/2026/01/01/p.png' })),
  qualifications: [{ name: '执业许可证', files: ['/api/files/2026/01/01/cert.pdf'] }],
  cases: [{ client: '甲公司', period: '2025年', result: '完成股改', images: [] }],
});

describe("an agency's strength (strength-intro)", () => {
  let app: FastifyInstance;
  let agency: Tokens;
  let qihang: number;
  beforeAll(async () => {
    app = await testApp();
  });
  afterAll(() => app.close());
  beforeEach(async () => {
    agency = await sessionFor('agency');
    qihang = await mechanismIdOf('启航企业服务中心');
  });

  it('the demo agency has a team, a qualification and cases; it saves them whole, logged', async () => {
    expect((await hit(app, agency, 'GET', 'iv/mechanism/strength')).json().data.members).toHaveLength(3);
    const before = await lastLogId();
    const res = (await hit(app, agency, 'PUT', 'iv/mechanism/strength', strength(2))).json();
    expect(res).toMatchObject({ code: 1, data: { members: [{ name: '成员0' }, { name: '成员1' }], cases: [{ client: '甲公司' }] } });
    expect(await logsSince(before)).toEqual([expect.objectContaining({ module: 'agency', action: 'update', target: '启航企业服务中心' })]);
  });

  it('refuses a team of 500 in one call, a certificate that is not an image or pdf, and a photo that is not an image', async () => {
    const counts = await snapshotCounts();
    expect((await hit(app, agency, 'PUT', 'iv/mechanism/strength', strength(500))).json().code).toBe(0);
    const badCert = { ...strength(), qualifications: [{ name: '证书', files: ['/api/files/x.docx'] }] };
    expect((await hit(app, agency, 'PUT', 'iv/mechanism/strength', badCert)).json()).toMatchObject({ code: 0, msg: '资质证书请上传图片或PDF文件' });
    const badPhoto = { ...strength(), members: [{ name: '甲', role: '乙', photo: '/api/files/x.pdf' }] };
    expect((await hit(app, agency, 'PUT', 'iv/mechanism/strength', badPhoto)).json()).toMatchObject({ code: 0, msg: '成员照片请上传图片' });
    expect(await snapshotCounts()).toEqual(counts);
    expect((await hit(app, agency, 'GET', 'iv/mechanism/strength')).json().data.members).toHaveLength(3);
  });

  it('authorization: only an agency writes (its own); others read only an approved, listed agency', async () => {
    const other = await otherAgency();
    const company = await sessionFor('company');
    expect((await hit(app, null, 'PUT', 'iv/mechanism/strength', strength())).statusCode).toBe(401);
    expect((await hit(app, company, 'PUT', 'iv/mechanism/strength', strength())).statusCode).toBe(403);
    expect((await hit(app, await sessionFor('operator'), 'PUT', 'iv/mechanism/strength', strength())).statusCode).toBe(403);
    expect((await hit(app, company, 'GET', `iv/mechanism/strength/${qihang}`)).json().data.members).toHaveLength(3);
    expect((await hit(app, agency, 'GET', `iv/mechanism/strength/${other}`)).statusCode).toBe(403);
    await hit(app, await sessionFor('agency-b'), 'PUT', 'iv/mechanism/strength', strength(1));
    expect((await hit(app, agency, 'GET', 'iv/mechanism/strength')).json().data.members).toHaveLength(3);
  });
});
