import { Type } from 'typebox';
import { IdParams, Paged } from '../primitives';
import {
  Building,
  BuildingAdd,
  EstateTree,
  Floor,
  FloorAdd,
  FloorInfo,
  PlaceOption,
  PlaceUpdate,
  Room,
  RoomAdd,
  RoomListQuery,
  RoomOption,
  RoomRow,
  RoomUpdate,
} from '../schemas/estate';
import { defineCalls } from './define-call';

// Buildings, floors and rooms (spec §7: v1/park/building|floor|room/*). Reads are the park's; changes need 园区管理.
const READ = { hosts: ['manage'], park: 'scope', screens: ['park'] } as const;
// The pickers of the move-in dialog read places too.
const PICK = { ...READ, screens: ['park', 'companyManage-edit'] } as const;
const WRITE = { hosts: ['manage'], privilege: 'parkAdmin', park: 'scope' } as const;
const SAVED = '保存成功';
const REMOVED = '已删除';

export const estateCalls = defineCalls('estate', ['楼栋楼层房间'], {
  buildingAdd: { method: 'POST', path: 'v1/park/building/add', body: BuildingAdd, response: Building, access: WRITE, summary: '新增楼栋', done: SAVED },
  buildingUpdate: { method: 'PUT', path: 'v1/park/building/update', body: PlaceUpdate, response: Building, access: WRITE, summary: '修改、启用或停用楼栋', done: SAVED },
  buildingInfo: { method: 'GET', path: 'v1/park/building/info/:id', params: IdParams, response: Building, access: READ, summary: '楼栋详情' },
  buildingDelete: { method: 'DELETE', path: 'v1/park/building/delete/:id', params: IdParams, response: Type.Null(), access: WRITE, summary: '删除楼栋（连同其楼层与房间）', done: REMOVED },
  buildingOptions: { method: 'GET', path: 'v1/park/building/select/list/:id', params: IdParams, response: Type.Array(PlaceOption), access: PICK, summary: '园区的楼栋选择列表（启用的）' },

  floorAdd: { method: 'POST', path: 'v1/park/floor/add', body: FloorAdd, response: Floor, access: WRITE, summary: '新增楼层', done: SAVED },
  floorUpdate: { method: 'PUT', path: 'v1/park/floor/update', body: PlaceUpdate, response: FloorInfo, access: WRITE, summary: '修改、启用或停用楼层', done: SAVED },
  floorInfo: { method: 'GET', path: 'v1/park/floor/info/:id', params: IdParams, response: FloorInfo, access: READ, summary: '楼层详情' },
  floorDelete: { method: 'DELETE', path: 'v1/park/floor/delete/:id', params: IdParams, response: Type.Null(), access: WRITE, summary: '删除楼层（连同其房间）', done: REMOVED },
  floorOptions: { method: 'GET', path: 'v1/park/floor/select/list/:id', params: IdParams, response: Type.Array(PlaceOption), access: PICK, summary: '楼栋的楼层选择列表（启用的）' },

  roomAdd: { method: 'POST', path: 'v1/park/room/add', body: RoomAdd, response: Room, access: WRITE, summary: '新增房间', done: SAVED },
  roomUpdate: { method: 'PUT', path: 'v1/park/room/update', body: RoomUpdate, response: Room, access: WRITE, summary: '修改、启用或停用房间', done: SAVED },
  roomInfo: { method: 'GET', path: 'v1/park/room/info/:id', params: IdParams, response: RoomRow, access: PICK, summary: '房间详情' },
  roomDelete: { method: 'DELETE', path: 'v1/park/room/delete/:id', params: IdParams, response: Type.Null(), access: WRITE, summary: '删除房间', done: REMOVED },
  roomOptions: { method: 'GET', path: 'v1/park/room/select/list/:id', params: IdParams, response: Type.Array(RoomOption), access: PICK, summary: '楼层的房间选择列表（启用的）' },

  tree: { method: 'GET', path: 'v1/park/estate/tree/:id', params: IdParams, response: EstateTree, access: READ, summary: '园区的楼栋、楼层树（含每层房间数）' },
  roomList: { method: 'POST', path: 'v1/park/room/list', body: RoomListQuery, response: Paged(RoomRow), access: READ, summary: '房间列表（分页）' },
});
