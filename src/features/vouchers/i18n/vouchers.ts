import { vouchersZh } from '@/features/vouchers/i18n/vouchers-zh-CN';
import { defineCatalogue, type Texts } from '@/lib/i18n/catalogue';

export const vouchersCatalogue = defineCatalogue(vouchersZh, () => import('@/features/vouchers/i18n/vouchers-en-US'));

export type VouchersTexts = Texts<typeof vouchersZh>;
