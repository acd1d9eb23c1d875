import { accountCalls } from '@/api/account';
import { companyExportCalls } from '@/api/company-export';
import { enterpriseCalls } from '@/api/enterprise';
import { enterpriseFieldCalls } from '@/api/enterprise-fields';
import { estateCalls } from '@/api/estate';
import { estateImportCalls } from '@/api/estate-import';
import { contentItemCalls } from '@/api/content';
import { preApplyCalls } from '@/api/pre-apply';
import { parkCalls } from '@/api/park';
import { regionCalls } from '@/api/region';
import { personnelCalls } from '@/api/personnel';
import { tenancyCalls } from '@/api/tenancy';
import { userCalls } from '@contract/calls/user';
import { COMPANY_STATES } from '@contract/company-states';
import { EDUCATIONS } from '@contract/personnel-rules';
import type { RecordModel } from '@contract/schemas/enterprise';
import type { PreApplyRow } from '@contract/schemas/pre-apply';
import { mockCall } from '../shared/mock-call';

// A pre-application waiting for the park's pre-check, as both sides list it.
const preApplication: PreApplyRow = {
  id: 9, parkId: 1, policyId: 3, policyTitle: 'Start-up rent subsidy', companyId: 7, companyName: 'Nebula AI Ltd', state: 'submitted', version: 1,
  submittedAt: '2026-11-01T02:00:00.000Z', decidedAt: null, createdAt: '2026-11-01T02:00:00.000Z', updatedAt: '2026-11-01T02:00:00.000Z',
};

// What the first-day screens of the English walk read, in English: one settled company with a room and a manager
// (the list's cells, the move-in and move-out actions), the park's buildings and managers for the filters; a change
// waiting for audit (the new value beside the accepted one).
export const firstDayData = [
  mockCall(tenancyCalls.list, () => ({
    list: [
      {
        id: 1, parkId: 1, name: 'Nebula AI Ltd', state: COMPANY_STATES.settled.code, version: 1, creditCode: null, industry: 'Software',
        changePending: false, pending: {}, areaSqm: 120, managerId: 2, managerName: 'Li Wei', mine: true,
        rooms: [{ id: 101, name: 'Room 101', floorId: 11, floorName: 'Floor 1', buildingId: 5, buildingName: 'Tower A', areaSqm: 120 }],
        settledAt: '2025-03-01T02:00:00.000Z', movedOutOn: null,
      },
    ],
    total: 1,
  })),
  mockCall(estateCalls.buildingOptions, () => [{ id: 5, name: 'Tower A', number: '1' }]),
  mockCall(accountCalls.list, () => ({
    list: [{ id: 2, username: 'li', nickname: 'Li Wei', phone: null, email: null, frozen: false, createdAt: '2025-01-01T00:00:00.000Z', roleId: null, roleName: null, roleLevel: null }],
    total: 1,
  })),
  mockCall(enterpriseCalls.auditList, () => ({
    list: [
      {
        id: 1, parkId: 1, name: 'Nebula AI Ltd', creditCode: '91310000MA1FL8XQ3K', contact: 'Chen Jie', phone: '13800000001', industry: 'Software',
        state: COMPANY_STATES.settled.code, changePending: true, pending: { industry: 'Robotics' }, version: 2, submittedAt: '2026-11-01T02:00:00.000Z', kind: 'change' as const,
      },
    ],
    total: 1,
  })),
  mockCall(companyExportCalls.fields, () => [
    { moduleKey: 'basic', name: 'Basic information', fields: [{ fieldKey: 'staffCount', label: 'Staff count', type: 'number', kind: 'count' }] },
    { moduleKey: 'finance', name: 'Finance', fields: [] },
  ]),
  mockCall(companyExportCalls.taskList, () => ({
    list: [{ id: 3, parkId: 1, state: 'success' as const, total: 1, processed: 1, fileName: 'companies.xlsx', error: null, createdAt: '2026-11-01T02:00:00.000Z', finishedAt: '2026-11-01T02:00:01.000Z' }],
    total: 1,
  })),
  // The parks, the estate tree of park 1 (a building with a disabled floor), a failed room import, the form's groups.
  mockCall(parkCalls.list, () => ({
    list: [
      {
        id: 1, name: 'Riverside Park', logo: null, provinceCode: '31', cityCode: '3101', areaCode: '310115', regionName: 'Shanghai Pudong', address: '1 River Road',
        areaSqm: 50_000, contact: 'Zhang Min', phone: '021-55550000', introduction: null, enabled: true, createdAt: '2025-01-01T00:00:00.000Z',
      },
    ],
    total: 1,
  })),
  mockCall(regionCalls.provinces, () => [{ id: '31', name: 'Shanghai' }]),
  mockCall(estateCalls.tree, () => ({
    id: 1, name: 'Riverside Park', enabled: true,
    buildings: [
      {
        id: 5, parkId: 1, name: 'Tower A', number: 'A', enabled: true,
        floors: [{ id: 11, parkId: 1, buildingId: 5, name: 'Floor 1', number: '1', enabled: false, roomCount: 2 }],
      },
    ],
  })),
  mockCall(estateImportCalls.taskList, () => ({
    list: [
      {
        id: 4, parkId: 1, userId: 1, username: 'admin', fileName: 'rooms.xlsx', state: 'failed' as const, total: 2, processed: 2, succeeded: 1, failed: 1,
        errors: [{ row: 3, message: 'Room number taken' }], createdAt: '2026-11-01T02:00:00.000Z', finishedAt: '2026-11-01T02:00:01.000Z',
      },
    ],
    total: 1,
  })),
  mockCall(enterpriseFieldCalls.modelList, () => ({
    list: [{ id: 1, parkId: 1, name: 'Basic information', moduleKey: 'basic', sort: 1, enabled: true, audited: true, fieldCount: 3 }],
    total: 1,
  })),
  // The park's pre-applications (one waiting for its pre-check) and its policies for the filter.
  mockCall(preApplyCalls.parkList, () => ({ list: [preApplication], total: 1 })),
  mockCall(contentItemCalls.policy.list, () => ({ list: [], total: 0 })),
];


const field = (id: number, fieldKey: string, label: string, type: RecordModel['fields'][number]['type'], extra: Partial<RecordModel['fields'][number]> = {}) => ({
  id, parkId: 1, modelId: 1, fieldKey, label, type, required: true, options: [] as string[], maxLength: null, sort: id, enabled: true, ...extra,
});

// A settled company's record on a one-step form with fields of the kinds that show a unit or a hint, and two of its
// versions that differ in two answers: read by the park (the record, the version comparison) and by the company.
const basicFields = [
  field(1, 'creditCode', 'Credit code', 'text', { kind: 'creditCode' }),
  field(2, 'capital', 'Registered capital', 'number', { kind: 'money' }),
  field(3, 'tags', 'Tags', 'multi-select', { options: ['AI', 'Cloud'] }),
];
const answers = (capital: number, tags: string[]) => ({ creditCode: '91310000MA1FL8XQ3K', capital, tags });

export const companyRecordData = [
  mockCall(enterpriseCalls.record, () => ({
    company: { id: 7, parkId: 1, name: 'Nebula AI Ltd', state: COMPANY_STATES.settled.code, version: 2, rejectReason: null, changePending: false, submittedAt: null, settledAt: null },
    models: [{ id: 1, name: 'Basic information', moduleKey: 'basic', audited: true, draft: null, pending: null, updatedAt: null, fields: basicFields, data: answers(100_000_00, ['AI', 'Cloud']) }],
  })),
  mockCall(tenancyCalls.versions, () => ({
    company: { id: 7, parkId: 1, name: 'Nebula AI Ltd', state: COMPANY_STATES.settled.code },
    versions: [{ version: 1, auditedAt: '2025-03-01T02:00:00.000Z', auditedBy: 'Li Wei' }],
  })),
  mockCall(tenancyCalls.version, ({ params }) => ({
    companyId: 7,
    version: Number(params.version),
    auditedAt: params.version === '0' ? null : '2025-03-01T02:00:00.000Z',
    data: { basic: params.version === '0' ? answers(100_000_00, ['AI', 'Cloud']) : answers(50_000_00, ['AI']) },
    models: [{ moduleKey: 'basic', name: 'Basic information', fields: basicFields.map(({ fieldKey, label, type, kind }) => ({ fieldKey, label, type, kind })) }],
  })),
];

// The company's side in English: its check-in form (the record above) and its staff (an education level is the
// contract's word).
export const firstDayFrontData = [
  mockCall(userCalls.companyInfo, () => ({ companyId: 7, companyName: 'Nebula AI Ltd', state: COMPANY_STATES.settled.code, parkId: 1 })),
  ...companyRecordData,
  mockCall(personnelCalls.lists, () => ({
    list: [
      {
        id: 1, companyId: 7, name: 'Wang Fang', phone: '13800000002', idNumber: '3101**********1234', department: 'R&D', position: 'Engineer',
        entryDate: '2025-03-01', education: EDUCATIONS[2], createdAt: '2025-03-01T02:00:00.000Z', updatedAt: '2025-03-01T02:00:00.000Z',
      },
    ],
    total: 1,
  })),
  mockCall(preApplyCalls.ownList, () => ({ list: [preApplication], total: 1 })),
];
