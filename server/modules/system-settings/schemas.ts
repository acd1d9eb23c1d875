import type { SupperSetting as SavedSupper, VersionSetting as SavedVersion } from '@contract/schemas/system-settings';

// The system-settings contract lives in contract/schemas/system-settings.ts; the service takes what a save sends.
export type { AppInput, SupperSettingInput as SupperSetting, VersionSettingInput as VersionSetting } from '@contract/schemas/system-settings';

// The values before any save.
export const DEFAULT_SUPPER: SavedSupper = {
  platformName: '园区管理平台',
  logo: null,
  servicePhone: '400-800-2026',
  icp: '',
  copyright: '',
  loginNotice: '',
};

export const DEFAULT_VERSION: SavedVersion = {
  version: '1.0.0',
  minVersion: '1.0.0',
  downloadUrl: 'https://park.example/app',
  releaseNotes: '',
  forceUpdate: false,
};
