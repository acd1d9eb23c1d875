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
import { useMemo } from 'react';
import { useTexts } from '@/stores/language';
import { systemCatalogue } from './i18n/system';

/** Screen `systemSet`: platform settings, the app version, and (platform admin only) client applications. */
export function SystemSetScreen() {
  const isAdmin = useSessionStore((state) => state.userType === 0);
  const texts = useTexts(systemCatalogue);
  const forms = useMemo(
    () => ({ supperFields: supperFields(texts), supperItems: supperItems(texts), versionFields: versionFields(texts), versionItems: versionItems(texts) }),
    [texts],
  );
  const tabs = [
    {
      key: 'platform',
      label: texts.tabs.platform,
      children: (
        <SettingSection<SupperSetting, SupperValues>
          query={SUPPER_SETTING_QUERY} save={saveSupperSetting} fields={forms.supperFields} items={forms.supperItems} editable={isAdmin} toForm={supperToForm} fromForm={supperFromForm}
        />
      ),
    },
    {
      key: 'version',
      label: texts.tabs.version,
      children: (
        <SettingSection<VersionSetting, VersionValues>
          query={VERSION_SETTING_QUERY} save={saveVersionSetting} fields={forms.versionFields} items={forms.versionItems} editable={isAdmin} toForm={versionToForm} fromForm={versionFromForm}
        />
      ),
    },
  ];
  if (isAdmin) tabs.push({ key: 'apps', label: texts.tabs.apps, children: <AppList /> });
  return (
    <Card>
      <Tabs items={tabs} destroyOnHidden />
    </Card>
  );
}
