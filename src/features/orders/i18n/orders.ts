import { ordersZh } from '@/features/orders/i18n/orders-zh-CN';
import { defineCatalogue, type Texts } from '@/lib/i18n/catalogue';

export const ordersCatalogue = defineCatalogue(ordersZh, () => import('@/features/orders/i18n/orders-en-US'));

export type OrdersTexts = Texts<typeof ordersZh>;
