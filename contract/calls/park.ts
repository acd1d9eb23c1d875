import { IdParams, Paged } from '../primitives';
import { OpenPark, OpenParkQuery, Park, ParkEnabledBody, ParkInfo, ParkInput, ParkListQuery, ParkUpdate } from '../schemas/park';
import { defineCalls } from './define-call';

// Parks (spec §7: v1/admin/park/*).
const READ = { hosts: ['manage'], park: 'scope', screens: ['park'] } as const;
// Adding a park and switching one on or off are for the platform admin only (checked by the service).
const WRITE = { hosts: ['manage'], privilege: 'parkAdmin', park: 'scope' } as const;

export const parkCalls = defineCalls('park', ['园区'], {
  list: { method: 'POST', path: 'v1/admin/park/list', body: ParkListQuery, response: Paged(Park), access: READ, summary: '园区列表（分页，按名称、地区、状态筛选）' },
  // Public: a company registering chooses the park it enters before it has a session.
  openList: { method: 'POST', path: 'v1/park/open/list', body: OpenParkQuery, response: Paged(OpenPark), access: { public: true }, summary: '可入驻的园区（启用的园区，分页，按名称、地区筛选；无需登录）' },
  add: { method: 'POST', path: 'v1/admin/park/add', body: ParkInput, response: Park, access: WRITE, summary: '新增园区（平台管理员）', done: '园区已新增' },
  update: { method: 'PUT', path: 'v1/admin/park/update', body: ParkUpdate, response: Park, access: WRITE, summary: '修改园区', done: '园区已保存' },
  setEnabled: {
    method: 'PUT',
    path: 'v1/admin/park/setting/isvalid',
    body: ParkEnabledBody,
    response: Park,
    access: WRITE,
    summary: '启用或停用园区（平台管理员）',
    done: (park: Park) => (park.enabled ? '园区已启用' : '园区已停用'),
  },
  info: { method: 'GET', path: 'v1/admin/park/info/:id', params: IdParams, response: ParkInfo, access: READ, summary: '园区详情' },
});
