import { fetchSupperSetting, fetchVersionSetting } from '@/api/system-settings';

// The platform settings screen's server data, keyed by call. A saved setting replaces its cached value.

export const SUPPER_SETTING_QUERY = { queryKey: ['v1/system/supper/setting'], queryFn: fetchSupperSetting } as const;

export const VERSION_SETTING_QUERY = { queryKey: ['v1/admin/park/versionSetting'], queryFn: fetchVersionSetting } as const;

export const APP_LIST_KEY = ['v1/admin/park/appList'] as const;
