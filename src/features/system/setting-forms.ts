import type { SupperSetting, VersionSetting } from '@/api/system-settings';
import type { DetailItem } from '@/components/detail-view/detail-view';
import type { FormField } from '@/components/schema-form/form-fields';
import { CONTACT_PHONE_PATTERN } from '@contract/value-rules';

const VERSION_RULE = { pattern: /^[0-9]+(\.[0-9]+){0,3}$/, message: '版本号格式如 1.2.0' };

export interface SupperValues extends Record<string, unknown> {
  platformName: string;
  logo?: string[];
  servicePhone: string;
  icp?: string;
  copyright?: string;
  loginNotice?: string;
}

export const supperFields: FormField[] = [
  { type: 'text', name: 'platformName', label: '平台名称', required: true },
  { type: 'upload', name: 'logo', label: '平台LOGO', mode: 'image', maxCount: 1 },
  { type: 'text', name: 'servicePhone', label: '客服电话', required: true, maxLength: 20, rules: [{ pattern: new RegExp(CONTACT_PHONE_PATTERN), message: '请输入正确的客服电话' }] },
  { type: 'text', name: 'icp', label: 'ICP备案号', maxLength: 50 },
  { type: 'text', name: 'copyright', label: '版权信息', maxLength: 100 },
  { type: 'textarea', name: 'loginNotice', label: '登录页公告', maxLength: 500 },
];

export const supperItems: DetailItem<SupperSetting>[] = [
  { key: 'platformName', label: '平台名称' },
  { key: 'servicePhone', label: '客服电话' },
  { key: 'icp', label: 'ICP备案号' },
  { key: 'copyright', label: '版权信息' },
  { key: 'loginNotice', label: '登录页公告' },
];

export const supperToForm = (value: SupperSetting): Partial<SupperValues> => ({ ...value, logo: value.logo ? [value.logo] : [] });

export const supperFromForm = (values: SupperValues): SupperSetting => ({
  platformName: values.platformName.trim(),
  logo: values.logo?.[0] ?? null,
  servicePhone: values.servicePhone.trim(),
  icp: values.icp?.trim() ?? '',
  copyright: values.copyright?.trim() ?? '',
  loginNotice: values.loginNotice?.trim() ?? '',
});

export interface VersionValues extends Record<string, unknown> {
  version: string;
  minVersion: string;
  downloadUrl: string;
  releaseNotes?: string;
  forceUpdate?: boolean;
}

export const versionFields: FormField[] = [
  { type: 'text', name: 'version', label: '当前版本', required: true, maxLength: 20, rules: [VERSION_RULE] },
  { type: 'text', name: 'minVersion', label: '最低支持版本', required: true, maxLength: 20, rules: [VERSION_RULE] },
  { type: 'text', name: 'downloadUrl', label: '下载地址', required: true, maxLength: 500, rules: [{ pattern: /^https?:\/\//, message: '请输入 http(s) 开头的地址' }] },
  { type: 'textarea', name: 'releaseNotes', label: '更新说明', maxLength: 2000 },
  { type: 'switch', name: 'forceUpdate', label: '强制更新' },
];

export const versionItems: DetailItem<VersionSetting>[] = [
  { key: 'version', label: '当前版本' },
  { key: 'minVersion', label: '最低支持版本' },
  { key: 'downloadUrl', label: '下载地址' },
  { key: 'releaseNotes', label: '更新说明' },
  { key: 'forceUpdate', label: '强制更新' },
];

export const versionToForm = (value: VersionSetting): Partial<VersionValues> => ({ ...value });

export const versionFromForm = (values: VersionValues): VersionSetting => ({
  version: values.version.trim(),
  minVersion: values.minVersion.trim(),
  downloadUrl: values.downloadUrl.trim(),
  releaseNotes: values.releaseNotes?.trim() ?? '',
  forceUpdate: values.forceUpdate ?? false,
});
