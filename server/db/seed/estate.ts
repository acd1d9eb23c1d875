import { buildings, companies, floors, mechanisms, parks, rooms } from '../schema';
import { creditCheckChar } from '@contract/value-rules';
import type { Tx } from '../../lib/db';

// Parks in four provinces; the last one is disabled so the park list shows both states.
const PARKS = [
  {
    name: '张江科创园',
    logo: '/demo/park-zhangjiang.svg',
    provinceCode: '31',
    cityCode: '3101',
    areaCode: '310115',
    address: '上海市浦东新区张江路 88 号',
    areaSqm: 320000,
    contact: '李静',
    phone: '021-50801234',
    introduction: '聚焦集成电路、生物医药与人工智能的科创园区。',
  },
  {
    name: '中关村软件园',
    logo: '/demo/park-zhongguancun.svg',
    provinceCode: '11',
    cityCode: '1101',
    areaCode: '110108',
    address: '北京市海淀区东北旺西路 8 号',
    areaSqm: 260000,
    contact: '王磊',
    phone: '010-82825678',
    introduction: '软件与信息服务企业集聚的专业园区。',
  },
  {
    name: '前海创业园',
    logo: '/demo/park-qianhai.svg',
    provinceCode: '44',
    cityCode: '4403',
    areaCode: '440305',
    address: '深圳市南山区前海大道 1 号',
    areaSqm: 180000,
    contact: '陈晓',
    phone: '0755-86001234',
    introduction: '面向港澳青年与跨境服务的创业园区。',
  },
  {
    name: '未来科技城孵化园',
    logo: '/demo/park-future.svg',
    provinceCode: '33',
    cityCode: '3301',
    areaCode: '330110',
    address: '杭州市余杭区文一西路 1500 号',
    areaSqm: 90000,
    contact: '赵敏',
    phone: '0571-88001234',
    introduction: '筹建中的数字经济孵化园区。',
    enabled: false,
  },
];

// state: null not applied, 0 submitted, 1 settled, 2 rejected, 3 moved out. Index = park.
const COMPANIES: { park: number; name: string; state: number | null; contact: string }[] = [
  { park: 0, name: '星云智能科技有限公司', state: 1, contact: '周明' },
  { park: 0, name: '未来新材料有限公司', state: null, contact: '吴芳' },
  { park: 0, name: '蓝海生物医药有限公司', state: 0, contact: '郑浩' },
  { park: 0, name: '拓维数据服务有限公司', state: 2, contact: '孙丽' },
  { park: 0, name: '恒远物流有限公司', state: 3, contact: '钱进' },
  { park: 0, name: '智造机器人有限公司', state: 1, contact: '冯涛' },
  { park: 1, name: '云帆软件技术有限公司', state: 1, contact: '何静' },
  { park: 1, name: '数联信息科技有限公司', state: 0, contact: '许亮' },
  { park: 1, name: '极光网络有限公司', state: 1, contact: '林雪' },
  { park: 2, name: '跨境通供应链有限公司', state: 1, contact: '黄磊' },
  { park: 2, name: '湾区金融科技有限公司', state: 2, contact: '罗琳' },
  { park: 2, name: '青创文化传媒有限公司', state: null, contact: '高远' },
];

const BUILDINGS_PER_PARK = 3;
const FLOORS_PER_BUILDING = 5;
const ROOMS_PER_FLOOR = 4;

export interface SeededEstate {
  parkIds: number[];
  companyIds: number[];
  mechanismIds: number[];
}

// A valid unified social credit code (GB 32100 check character) per seeded company.
function creditCode(parkIndex: number, i: number): string {
  const first17 = `91${PARKS[parkIndex]?.areaCode ?? '000000'}MA${String(1000 + i).padStart(4, '0')}X${i % 10}Q`;
  return `${first17}${creditCheckChar(first17)}`;
}

export async function seedEstate(tx: Tx): Promise<SeededEstate> {
  const parkRows = await tx.insert(parks).values(PARKS).returning({ id: parks.id });
  const parkIds = parkRows.map((p) => p.id);
  const at = (index: number) => {
    const id = parkIds[index];
    if (id === undefined) throw new Error(`seed: park ${index}`);
    return id;
  };

  const companyRows = await tx
    .insert(companies)
    .values(
      COMPANIES.map((c, i) => ({
        parkId: at(c.park),
        name: c.name,
        state: c.state,
        contact: c.contact,
        phone: `1390000${String(1000 + i)}`,
        creditCode: creditCode(c.park, i),
      })),
    )
    .returning({ id: companies.id, parkId: companies.parkId, state: companies.state });

  const buildingRows = await tx
    .insert(buildings)
    .values(
      parkIds.flatMap((parkId) =>
        Array.from({ length: BUILDINGS_PER_PARK }, (_, b) => ({
          parkId,
          name: `${String.fromCharCode(65 + b)}座`,
          number: String(b + 1),
        })),
      ),
    )
    .returning({ id: buildings.id, parkId: buildings.parkId });

  const floorRows = await tx
    .insert(floors)
    .values(
      buildingRows.flatMap((building) =>
        Array.from({ length: FLOORS_PER_BUILDING }, (_, f) => ({
          parkId: building.parkId,
          buildingId: building.id,
          name: `${f + 1}层`,
          number: String(f + 1),
        })),
      ),
    )
    .returning({ id: floors.id, parkId: floors.parkId, number: floors.number });

  // Each settled company rents the next free room of its park.
  const tenants = new Map<number, number[]>();
  for (const c of companyRows) {
    if (c.state === 1) tenants.set(c.parkId, [...(tenants.get(c.parkId) ?? []), c.id]);
  }
  await tx.insert(rooms).values(
    floorRows.flatMap((floor) =>
      Array.from({ length: ROOMS_PER_FLOOR }, (_, r) => ({
        parkId: floor.parkId,
        floorId: floor.id,
        name: `${floor.number}0${r + 1}室`,
        number: `${floor.number}0${r + 1}`,
        areaSqm: 80 + ((r * 37 + Number(floor.number) * 11) % 220),
        companyId: tenants.get(floor.parkId)?.shift() ?? null,
      })),
    ),
  );

  const mechanismRows = await tx
    .insert(mechanisms)
    .values([
      { name: '启航企业服务中心', contact: '马骏', phone: '13700001001', introduction: '为园区企业提供工商、财税、人事一站式服务。' },
      { name: '汇智知识产权代理有限公司', contact: '刘畅', phone: '13700001002', introduction: '专利、商标与软件著作权代理。' },
      { name: '融信财税咨询有限公司', contact: '唐宁', phone: '13700001003', introduction: '代理记账与税务筹划。', listed: false },
    ])
    .returning({ id: mechanisms.id });

  return { parkIds, companyIds: companyRows.map((c) => c.id), mechanismIds: mechanismRows.map((m) => m.id) };
}
