// The cash settlement module's face (spec §7 iv/mechanismCash): an agency's monthly statements of completed cash
// orders. The orders module hands each completed order to gatherCompletedOrder inside its transaction.
import type { ModuleFace } from '../../lib/module-face';
import { seedSettlements } from './seed';
import { settlementRoutes } from './routes';
import { settlementTodos } from './home-queries';

export { gatherCompletedOrder } from './gather';

export const settlementsModule: ModuleFace = { routes: [settlementRoutes], todos: settlementTodos, seeds: [seedSettlements] };
