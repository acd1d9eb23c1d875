// The enterprise-fields module's face: the per-park enterprise information modules and their fields.
import type { ModuleFace } from '../../lib/module-face';
import { seedEnterpriseFields } from './seed';
import { enterpriseFieldRoutes } from './routes';

export { enterpriseForm, profileFormJson, type ProfileFormField } from './queries';

export const enterpriseFieldsModule: ModuleFace = { routes: [enterpriseFieldRoutes], seeds: [seedEnterpriseFields] };
