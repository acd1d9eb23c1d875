// The to-do home's face (issue 24 point 1): one call per host kind, over the kinds every other module gives through
// its face (`todos`).
import type { ModuleFace } from '../../lib/module-face';
import { homeRoutesOver } from './routes';

export const homeModuleOver = (modules: readonly ModuleFace[]): ModuleFace => ({
  routes: [homeRoutesOver(modules.flatMap((module) => (module.todos ? [module.todos] : [])))],
});
