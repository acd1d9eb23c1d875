// The vouchers module's face: voucher batches and their budget ledger, applications and issuing, a company's vouchers.
export { voucherRoutes } from './routes';
