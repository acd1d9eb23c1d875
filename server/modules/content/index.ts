// The public-service content module's face: one shelf mechanism for every type of contract/content-types.ts.
import type { ModuleFace } from '../../lib/module-face';
import { seedContent } from './seed';
import { seedPolicyConditions } from './condition-seed';
import { contentRoutes } from './routes';
import { contentTodos } from './home-queries';

/** One company against one policy's conditions today (contract/policy-conditions.ts PolicyMatch). */
export { matchPolicy } from './match';

export const contentModule: ModuleFace = { routes: [contentRoutes], todos: contentTodos, seeds: [seedContent, seedPolicyConditions] };
