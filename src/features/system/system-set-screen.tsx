import { Card, Tabs } from 'antd';
import { saveSupperSetting, saveVersionSetting, type SupperSetting, type VersionSetting } from '@/api/system-settings';
import { useSessionStore } from '@/stores/session';
import { AppList } from './app-list';
import { SettingSection } from './setting-section';
import {
  supperFields, supperFromForm, supperItems, supperToForm, versionFields, versionFromForm, versionItems, versionToForm,
  type SupperValues, type VersionValues,
} from './setting-forms';
import { SUPPER_SETTING_QUERY, VERSION_SETTING_QUERY } from './system-queries';

/** Screen `systemSet`: platform settings, the app version, and (platform admin only) client applications. */
export function SystemSetScreen() {
  const isAdmin = useSessionStore((state) => state.userType === 0);
  const tabs = [
    {
      key: 'platform',
      label: '平台设置',
      children: (
        <SettingSection<SupperSetting, SupperValues>
          query={SUPPER_SETTING_QUERY} save={saveSupperSetting} fields={supperFields} items={supperItems} editable={isAdmin} toForm={supperToForm} fromForm={supperFromForm}
        />
      ),
    },
    {
      key: 'version',
      label: '版本设置',
      children: (
        <SettingSection<VersionSetting, VersionValues>
          query={VERSION_SETTING_QUERY} save={saveVersionSetting} fields={versionFields} items={versionItems} editable={isAdmin} toForm={versionToForm} fromForm={versionFromForm}
        />
      ),
    },
  ];
  if (isAdmin) tabs.push({ key: 'apps', label: '接入应用', children: <AppList /> });
  return (
    <Card>
      <Tabs items={tabs} destroyOnHidden />
    </Card>
  );
}
