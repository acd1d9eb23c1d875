import type { AgencyProfile, AgencyProfileFields, AgencyRow } from '@contract/schemas/agency';

export const fields = (over: Partial<AgencyProfileFields> = {}): AgencyProfileFields => ({
  name: '星桥科技咨询有限公司',
  creditCode: '91310115MA1K4B2C3J',
  licence: '/api/files/2026/01/01/licence.png',
  legalPerson: '张伟',
  contact: '吴迪',
  phone: '13700001006',
  provinceCode: '31',
  cityCode: '3101',
  areaCode: '310115',
  address: '张江路88号',
  serviceTypes: ['tech'],
  introduction: '<p>科技咨询</p>',
  ...over,
});

export const agency = (over: Partial<AgencyProfile> = {}): AgencyProfile => ({
  id: 6,
  name: '星桥科技咨询有限公司',
  state: 'rejected',
  version: 2,
  listed: false,
  frozen: false,
  rejectReason: '营业执照照片不清晰，请重新上传',
  submittedAt: '2026-05-01T08:00:00.000Z',
  regionName: '上海市 市辖区 浦东新区',
  data: fields(),
  pending: null,
  ...over,
});

export const agencyRow = (id: number, name: string, over: Partial<AgencyRow> = {}): AgencyRow => ({
  id, name, state: 'submitted', version: 1, listed: false, frozen: false, changePending: false,
  contact: '联系人', phone: '13900000000', serviceTypes: ['legal'], submittedAt: '2026-05-01T08:00:00.000Z', ...over,
});

export const REGIONS = {
  provinces: [{ id: '31', name: '上海市' }],
  cities: [{ id: '3101', name: '市辖区' }],
  areas: [{ id: '310115', name: '浦东新区' }],
};
