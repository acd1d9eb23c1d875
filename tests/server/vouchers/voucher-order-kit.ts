import { sql } from 'drizzle-orm';
import { idOf } from './voucher-kit';

export const CONTRACT_FILE = { name: '服务合同.pdf', url: '/api/files/2026/11/contract.pdf' };

/** The demo agency's voucher-payable service of a type the seeded batch pays for. */
export const payableService = () =>
  idOf(sql`select s.id from agency_services s join mechanisms m on m.id = s.mechanism_id
    where m.name = '启航企业服务中心' and s.voucher_payable and s.state = 'approved' and s.service_type = 'policy' order by s.id limit 1`);

/** 星云智能's active, unexpired voucher of the seeded batch. */
export const activeVoucher = () =>
  idOf(sql`select v.id from vouchers v join companies c on c.id = v.company_id
    where c.name = '星云智能科技有限公司' and v.state = 'active' and v.expires_on >= current_date order by v.id limit 1`);
