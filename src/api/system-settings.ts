import { http } from '@/api/http';
import type { PageQuery, Paged } from '@/api/types';

export interface SupperSetting {
  platformName: string;
  logo: string | null;
  servicePhone: string;
  icp: string;
  copyright: string;
  loginNotice: string;
}

export interface VersionSetting {
  version: string;
  minVersion: string;
  downloadUrl: string;
  releaseNotes: string;
  forceUpdate: boolean;
}

export type AppPlatform = 'android' | 'ios' | 'web' | 'miniprogram';

export interface ClientApp {
  id: number;
  name: string;
  platform: AppPlatform;
  appKey: string;
  remark: string | null;
  createdAt: string;
}

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

export function fetchApps(query: PageQuery & { name?: string }): Promise<Paged<ClientApp>> {
  return http.post<Paged<ClientApp>>('v1/admin/park/appList', query);
}

/** The answer carries the app secret; it is never shown again. */
export function createApp(input: { name: string; platform: AppPlatform; remark: string | null }): Promise<ClientApp & { appSecret: string }> {
  return http.post<ClientApp & { appSecret: string }>('v1/admin/park/createApp', input, { loading: true });
}
