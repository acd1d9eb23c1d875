import { pagingProperties } from '../../lib/paging';

const text = (max: number) => ({ type: 'string', maxLength: max }) as const;
const version = { type: 'string', pattern: '^[0-9]+(\\.[0-9]+){0,3}$', maxLength: 20 } as const;

export const supperSettingBody = {
  type: 'object',
  additionalProperties: false,
  properties: {
    platformName: { type: 'string', minLength: 1, maxLength: 30, pattern: '\\S' },
    logo: { type: ['string', 'null'], maxLength: 500 },
    servicePhone: { type: 'string', pattern: '^[0-9+\\- ]{5,20}$', maxLength: 20 },
    icp: text(50),
    copyright: text(100),
    loginNotice: text(500),
  },
  required: ['platformName', 'servicePhone'],
} as const;

export const versionSettingBody = {
  type: 'object',
  additionalProperties: false,
  properties: {
    version,
    minVersion: version,
    downloadUrl: { type: 'string', pattern: '^https?://', maxLength: 500 },
    releaseNotes: text(2000),
    forceUpdate: { type: 'boolean' },
  },
  required: ['version', 'minVersion', 'downloadUrl'],
} as const;

export const appListBody = {
  type: 'object',
  additionalProperties: false,
  properties: { ...pagingProperties, name: text(30) },
} as const;

export const createAppBody = {
  type: 'object',
  additionalProperties: false,
  properties: {
    name: { type: 'string', minLength: 1, maxLength: 30, pattern: '\\S' },
    platform: { type: 'string', enum: ['android', 'ios', 'web', 'miniprogram'] },
    remark: { type: ['string', 'null'], maxLength: 200 },
  },
  required: ['name', 'platform'],
} as const;

export interface SupperSetting {
  platformName: string;
  logo?: string | null;
  servicePhone: string;
  icp?: string;
  copyright?: string;
  loginNotice?: string;
}

export interface VersionSetting {
  version: string;
  minVersion: string;
  downloadUrl: string;
  releaseNotes?: string;
  forceUpdate?: boolean;
}

export interface AppInput {
  name: string;
  platform: string;
  remark?: string | null;
}

export const DEFAULT_SUPPER: SupperSetting = {
  platformName: '园区管理平台',
  logo: null,
  servicePhone: '400-800-2026',
  icp: '',
  copyright: '',
  loginNotice: '',
};

export const DEFAULT_VERSION: VersionSetting = {
  version: '1.0.0',
  minVersion: '1.0.0',
  downloadUrl: 'https://park.example/app',
  releaseNotes: '',
  forceUpdate: false,
};
