import { http } from '@/api/http';
import type { Paged } from '@/api/types';
import type { AppInput, AppQuery, ClientApp, CreatedApp, SupperSetting, VersionSetting } from '@contract/schemas/system-settings';

export type { AppPlatform, ClientApp, CreatedApp, SupperSetting, VersionSetting } from '@contract/schemas/system-settings';

export function fetchSupperSetting(): Promise<SupperSetting> {
  return http.get<SupperSetting>('v1/system/supper/setting');
}

export function saveSupperSetting(value: SupperSetting): Promise<SupperSetting> {
  return http.post<SupperSetting>('v1/system/supper/setting', value, { loading: true });
}

export function fetchVersionSetting(): Promise<VersionSetting> {
  return http.get<VersionSetting>('v1/admin/park/versionSetting');
}

export function saveVersionSetting(value: VersionSetting): Promise<VersionSetting> {
  return http.post<VersionSetting>('v1/admin/park/versionSetting', value, { loading: true });
}

export function fetchApps(query: AppQuery): Promise<Paged<ClientApp>> {
  return http.post<Paged<ClientApp>>('v1/admin/park/appList', query);
}

/** The answer carries the app secret; it is never shown again. */
export function createApp(input: AppInput): Promise<CreatedApp> {
  return http.post<CreatedApp>('v1/admin/park/createApp', input, { loading: true });
}
