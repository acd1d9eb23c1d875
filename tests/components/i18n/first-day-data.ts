import { accountCalls } from '@/api/account';
import { companyExportCalls } from '@/api/company-export';
import { enterpriseCalls } from '@/api/enterprise';
import { estateCalls } from '@/api/estate';
import { tenancyCalls } from '@/api/tenancy';
import { COMPANY_STATES } from '@contract/company-states';
import { mockCall } from '../shared/mock-call';

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
    list: [{ id: 3, parkId: 1, state: 'success', total: 1, processed: 1, fileName: 'companies.xlsx', error: null, createdAt: '2026-11-01T02:00:00.000Z', finishedAt: '2026-11-01T02:00:01.000Z' }],
    total: 1,
  })),
];
