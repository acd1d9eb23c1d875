// The system-settings module's face: platform and app-version settings, and client applications.
export { systemSettingRoutes } from './routes';
