// The tenancy module's face: the companies of a park (settlecompany), moving them into rooms and out of the park,
// and the audited versions of their records.
// The company list's filters, shared with the company export (selectFeild-export exports what the list shows).
import type { ModuleFace } from '../../lib/module-face';
import { seedTenancy } from './seed';
import { tenancyRoutes } from './routes';
import { tenancyTodos } from './home-queries';

export { companyWhere, mineCondition, type CompanyFilter } from './list-queries';

export const tenancyModule: ModuleFace = { routes: [tenancyRoutes], todos: tenancyTodos, seeds: [seedTenancy] };
