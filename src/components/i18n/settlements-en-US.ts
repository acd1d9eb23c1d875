import type { settlementsZh } from '@/components/i18n/settlements-zh-CN';
import type { Texts } from '@/lib/i18n/catalogue';

export const texts: Texts<typeof settlementsZh> = {
  month: 'Month settled',
  agency: 'Service agency',
  park: 'Park',
  orderCount: 'Orders',
  amount: 'Amount',
  state: 'Status',
  submittedAt: 'Submitted at',
  paidAt: 'Paid at',
  paymentRef: 'Payment reference',
  reason: 'Reason for return',
  orderId: 'Order no.',
  subject: 'Service',
  company: 'Company served',
  completedAt: 'Completed at',
  receiptAmount: 'Receipt amount',
  orders: 'Orders settled',
  noOrders: 'No cash orders completed this month',
  total: (amount) => `Total: ${amount}`,
  view: 'View',
};
