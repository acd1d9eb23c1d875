import { systemSettingCalls as calls } from '@contract/calls/system-settings';
import { api } from '@/api/call';
import type { AppInput, AppQuery, SupperSetting, VersionSetting } from '@contract/schemas/system-settings';

export type { AppPlatform, ClientApp, CreatedApp, SupperSetting, VersionSetting } from '@contract/schemas/system-settings';
export { systemSettingCalls } from '@contract/calls/system-settings';

export const fetchSupperSetting = () => api(calls.supper);
export const saveSupperSetting = (body: SupperSetting) => api(calls.saveSupper, { body }, { loading: true });
export const fetchVersionSetting = () => api(calls.version);
export const saveVersionSetting = (body: VersionSetting) => api(calls.saveVersion, { body }, { loading: true });
export const fetchApps = (body: AppQuery) => api(calls.appList, { body });
/** The answer carries the app secret; it is never shown again. */
export const createApp = (body: AppInput) => api(calls.createApp, { body }, { loading: true });
