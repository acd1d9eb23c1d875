// The system-settings module's face: platform and app-version settings, and client applications.
import type { ModuleFace } from '../../lib/module-face';
import { systemSettingRoutes } from './routes';

export const systemSettingsModule: ModuleFace = { routes: [systemSettingRoutes] };
