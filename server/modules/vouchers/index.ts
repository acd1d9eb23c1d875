// The vouchers module's face: voucher batches and their budget ledger, applications and issuing, a company's vouchers.
import type { ModuleFace } from '../../lib/module-face';
import { seedVouchers } from './seed';
import { seedVoucherOrders } from './order-seed';
import { voucherRoutes } from './routes';
import { voucherTodos } from './home-queries';

export const vouchersModule: ModuleFace = { routes: [voucherRoutes], todos: voucherTodos, seeds: [seedVouchers, seedVoucherOrders] };
