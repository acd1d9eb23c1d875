// The cash settlement module's face (spec §7 iv/mechanismCash): an agency's monthly statements of completed cash
// orders. The orders module hands each completed order to gatherCompletedOrder inside its transaction.
export { settlementRoutes } from './routes';
export { gatherCompletedOrder } from './gather';
