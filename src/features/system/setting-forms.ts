import type { SupperSetting, VersionSetting } from '@/api/system-settings';
import type { DetailItem } from '@/components/detail-view/detail-view';
import type { FormField } from '@/components/schema-form/form-fields';
import { CONTACT_PHONE_PATTERN } from '@contract/value-rules';
import type { SystemTexts } from './i18n/system';

const versionRule = (message: string) => ({ pattern: /^[0-9]+(\.[0-9]+){0,3}$/, message });

export interface SupperValues extends Record<string, unknown> {
  platformName: string;
  logo?: string[];
  servicePhone: string;
  icp?: string;
  copyright?: string;
  loginNotice?: string;
}

export const supperFields = ({ platform: w }: SystemTexts): FormField[] => [
  { type: 'text', name: 'platformName', label: w.name, required: true },
  { type: 'upload', name: 'logo', label: w.logo, mode: 'image', maxCount: 1 },
  { type: 'text', name: 'servicePhone', label: w.phone, required: true, maxLength: 20, rules: [{ pattern: new RegExp(CONTACT_PHONE_PATTERN), message: w.phoneInvalid }] },
  { type: 'text', name: 'icp', label: w.icp, maxLength: 50 },
  { type: 'text', name: 'copyright', label: w.copyright, maxLength: 100 },
  { type: 'textarea', name: 'loginNotice', label: w.loginNotice, maxLength: 500 },
];

export const supperItems = ({ platform: w }: SystemTexts): DetailItem<SupperSetting>[] => [
  { key: 'platformName', label: w.name },
  { key: 'servicePhone', label: w.phone },
  { key: 'icp', label: w.icp },
  { key: 'copyright', label: w.copyright },
  { key: 'loginNotice', label: w.loginNotice },
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

export const versionFields = ({ version: w }: SystemTexts): FormField[] => [
  { type: 'text', name: 'version', label: w.current, required: true, maxLength: 20, rules: [versionRule(w.rule)] },
  { type: 'text', name: 'minVersion', label: w.min, required: true, maxLength: 20, rules: [versionRule(w.rule)] },
  { type: 'text', name: 'downloadUrl', label: w.url, required: true, maxLength: 500, rules: [{ pattern: /^https?:\/\//, message: w.urlInvalid }] },
  { type: 'textarea', name: 'releaseNotes', label: w.notes, maxLength: 2000 },
  { type: 'switch', name: 'forceUpdate', label: w.force },
];

export const versionItems = ({ version: w }: SystemTexts): DetailItem<VersionSetting>[] => [
  { key: 'version', label: w.current },
  { key: 'minVersion', label: w.min },
  { key: 'downloadUrl', label: w.url },
  { key: 'releaseNotes', label: w.notes },
  { key: 'forceUpdate', label: w.force },
];

export const versionToForm = (value: VersionSetting): Partial<VersionValues> => ({ ...value });

export const versionFromForm = (values: VersionValues): VersionSetting => ({
  version: values.version.trim(),
  minVersion: values.minVersion.trim(),
  downloadUrl: values.downloadUrl.trim(),
  releaseNotes: values.releaseNotes?.trim() ?? '',
  forceUpdate: values.forceUpdate ?? false,
});
