// App content's face (issue 14 point 4): banners, carousels, quick entries, service phones, recommendations.
import type { ModuleFace } from '../../lib/module-face';
import { seedAppContent } from './seed';
import { appContentRoutes } from './routes';

export const appContentModule: ModuleFace = { routes: [appContentRoutes], seeds: [seedAppContent] };
