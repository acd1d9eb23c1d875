import { systemSettingCalls } from '@contract/calls/system-settings';
import { callRoutes } from '../../lib/call-routes';
import { appList, createApp, saveSupperSetting, saveVersionSetting, supperSetting, versionSetting } from './service';

export const systemSettingRoutes = callRoutes(systemSettingCalls, {
  supper: (db, ctx) => supperSetting(db, ctx),
  saveSupper: (db, ctx, { body }) => saveSupperSetting(db, ctx, body),
  version: (db, ctx) => versionSetting(db, ctx),
  saveVersion: (db, ctx, { body }) => saveVersionSetting(db, ctx, body),
  appList: (db, ctx, { body }) => appList(db, ctx, body),
  createApp: (db, ctx, { body }) => createApp(db, ctx, body),
});
