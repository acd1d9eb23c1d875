import { callKey } from '@/api/call';
import { fetchSupperSetting, fetchVersionSetting, systemSettingCalls as calls } from '@/api/system-settings';

// The platform settings screen's server data, keyed by call. A saved setting replaces its cached value.

export const SUPPER_SETTING_QUERY = { queryKey: callKey(calls.supper), queryFn: fetchSupperSetting } as const;

export const VERSION_SETTING_QUERY = { queryKey: callKey(calls.version), queryFn: fetchVersionSetting } as const;

export const APP_LIST_KEY = callKey(calls.appList);
