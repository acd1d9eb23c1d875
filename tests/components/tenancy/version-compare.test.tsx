import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { VersionCompareScreen } from '@/features/tenancy/version-compare-screen';
import { useSessionStore } from '@/stores/session';
import { renderAt, setupMsw } from '../shared/test-kit';
import { ok } from './tenancy-data';

const models = [
  { moduleKey: 'basic', name: '基本信息', fields: [{ fieldKey: 'companyName', label: '企业名称', type: 'text' }, { fieldKey: 'license', label: '营业执照', type: 'upload' }] },
  { moduleKey: 'business', name: '经营信息', fields: [{ fieldKey: 'employees', label: '员工人数', type: 'number' }, { fieldKey: 'qualifications', label: '企业资质', type: 'multi-select' }] },
];
const DATA: Record<string, Record<string, Record<string, unknown>>> = {
  '0': { basic: { companyName: '星云智能', license: ['/files/new.png'] }, business: { employees: 58, qualifications: ['高新技术企业', '专精特新'] } },
  '2': { basic: { companyName: '星云智能', license: ['/files/new.png'] }, business: { employees: 58, qualifications: ['高新技术企业'] } },
  '1': { basic: { companyName: '星云智能', license: ['/files/old.png'] }, business: { employees: 36, qualifications: ['高新技术企业'] } },
};
let asked: string[] = [];

setupMsw(
  http.get('*/api/v1/enterprise/versions/:id', () =>
    ok({
      company: { id: 1, parkId: 1, name: '星云智能科技有限公司', state: 1 },
      versions: [
        { version: 2, auditedAt: '2026-03-01T02:00:00.000Z', auditedBy: '张江园区运营' },
        { version: 1, auditedAt: '2025-03-01T02:00:00.000Z', auditedBy: null },
      ],
    }),
  ),
  http.get('*/api/v1/enterprise/version/:id/:version', ({ params }) => {
    const version = String(params.version);
    asked.push(version);
    return ok({ companyId: 1, version: Number(version), auditedAt: null, data: DATA[version], models });
  }),
);

beforeEach(() => {
  asked = [];
  useSessionStore.setState({ accessToken: 'token-abc', hostKey: 'manage', userType: 8, privileges: [] });
});

const rowOf = (card: HTMLElement, label: string) => within(card).getByText(label).closest('tr') as HTMLElement;
const cardOf = (title: string) => screen.getByText(title).closest('.ant-card') as HTMLElement;

describe('version comparison (screen companyManage-detail-copy)', () => {
  it('puts the audited version before the latest beside today, labels the fields and marks what changed', async () => {
    renderAt(<VersionCompareScreen />, '/c?companyId=1', '/c');
    expect(await screen.findByText('共 3 处变更，已标出')).toBeInTheDocument();
    expect(asked.sort()).toEqual(['0', '1']);
    expect(screen.getByText('星云智能科技有限公司（已入驻）')).toBeInTheDocument();
    expect(within(rowOf(cardOf('基本信息'), '营业执照')).getByText('old.png').tagName).toBe('MARK');
    expect(within(rowOf(cardOf('基本信息'), '企业名称')).getByText('相同')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('switch', { name: '只看变更' }));
    await waitFor(() => expect(within(cardOf('基本信息')).queryByText('企业名称')).not.toBeInTheDocument());
    expect(within(cardOf('基本信息')).getByText('营业执照')).toBeInTheDocument();
  });

  it('compares the two versions named in the address', async () => {
    renderAt(<VersionCompareScreen />, '/c?companyId=1&from=2&to=0', '/c');
    expect(await screen.findByText('共 1 处变更，已标出')).toBeInTheDocument();
    const business = cardOf('经营信息');
    const changed = rowOf(business, '企业资质');
    expect(within(changed).getByText('已变更')).toBeInTheDocument();
    expect(within(changed).getByText('高新技术企业、专精特新').tagName).toBe('MARK');
    expect(within(rowOf(business, '员工人数')).getByText('相同')).toBeInTheDocument();
  });

  it('asks for a company when none is named', () => {
    renderAt(<VersionCompareScreen />, '/c', '/c');
    expect(screen.getByText('请从入驻企业列表选择企业')).toBeInTheDocument();
  });
});
