// Where the pre-application screens live (contract/screens/catalogue.ts; the front list sits under the 订单管理 menu).
export const FRONT_LIST = '/order/front-preApply-order';
export const FRONT_DETAIL = '/front-preApply-order-detail';
export const PARK_DETAIL = '/preCheckDetail';
