// The system and version settings, applications: what the domain brings beyond its calls and screens (contract/domain.ts).
import { defineDomain } from '../domain';

export const systemSettingsDomain = defineDomain({
  logModules: {
    systemSetting: '系统设置',
    versionSetting: '版本设置',
    app: '应用',
  },
});
