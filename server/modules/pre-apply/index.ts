// The policy pre-application module's face: a company's pre-applications and the park's review of them.
import type { ModuleFace } from '../../lib/module-face';
import { seedPreApplications } from './seed';
import { preApplyRoutes } from './routes';
import { preApplyTodos } from './home-queries';

export const preApplyModule: ModuleFace = { routes: [preApplyRoutes], todos: preApplyTodos, seeds: [seedPreApplications] };
