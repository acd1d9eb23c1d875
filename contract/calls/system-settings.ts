import { Paged } from '../primitives';
import { AppInput, AppQuery, ClientApp, CreatedApp, SupperSetting, SupperSettingInput, VersionSetting, VersionSettingInput } from '../schemas/system-settings';
import { defineCalls } from './define-call';

// Platform settings, the app version and client apps (spec §7). Operators read the settings; changing them, and the
// client applications, are for the platform admin (checked by the service).
const READ = { hosts: ['manage'], screens: ['systemSet'] } as const;
const WRITE = { hosts: ['manage'], privilege: 'systemSettings' } as const;

export const systemSettingCalls = defineCalls('systemSettings', ['系统设置'], {
  supper: { method: 'GET', path: 'v1/system/supper/setting', response: SupperSetting, access: READ, summary: '平台设置' },
  saveSupper: { method: 'POST', path: 'v1/system/supper/setting', body: SupperSettingInput, response: SupperSetting, access: WRITE, summary: '保存平台设置（平台管理员）', done: '设置已保存' },
  version: { method: 'GET', path: 'v1/admin/park/versionSetting', response: VersionSetting, access: READ, summary: 'App 版本设置' },
  saveVersion: { method: 'POST', path: 'v1/admin/park/versionSetting', body: VersionSettingInput, response: VersionSetting, access: WRITE, summary: '保存 App 版本设置（平台管理员）', done: '版本设置已保存' },
  appList: { method: 'POST', path: 'v1/admin/park/appList', body: AppQuery, response: Paged(ClientApp), access: READ, summary: '接入应用列表（平台管理员）' },
  createApp: { method: 'POST', path: 'v1/admin/park/createApp', body: AppInput, response: CreatedApp, access: WRITE, summary: '创建接入应用（密钥只在此次返回）', done: '应用已创建' },
});
