import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/envelope';
import { contextOf } from '../../lib/request-context';
import type { RouteAccessConfig } from '../../lib/route-access';
import { AppInput, AppQuery, SupperSettingInput, VersionSettingInput } from '@contract/schemas/system-settings';
import { appList, createApp, saveSupperSetting, saveVersionSetting, supperSetting, versionSetting } from './service';

const tags = ['系统设置'];
// Operators read the settings; changing them, and the client applications, are for the platform admin (checked by the service).
const READ: RouteAccessConfig = { access: { hosts: ['manage'] } };
const WRITE: RouteAccessConfig = { access: { hosts: ['manage'], privilege: 'systemSettings' } };

export const systemSettingRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<TypeBoxTypeProvider>();
  app.get('/v1/system/supper/setting', { config: READ, schema: { tags, summary: '平台设置' } }, async (request) => ok(await supperSetting(app.db, contextOf(request))));
  app.post(
    '/v1/system/supper/setting',
    { config: WRITE, schema: { tags, summary: '保存平台设置（平台管理员）', body: SupperSettingInput } },
    async (request) => ok(await saveSupperSetting(app.db, contextOf(request), request.body), '设置已保存'),
  );
  app.get('/v1/admin/park/versionSetting', { config: READ, schema: { tags, summary: 'App 版本设置' } }, async (request) => ok(await versionSetting(app.db, contextOf(request))));
  app.post(
    '/v1/admin/park/versionSetting',
    { config: WRITE, schema: { tags, summary: '保存 App 版本设置（平台管理员）', body: VersionSettingInput } },
    async (request) => ok(await saveVersionSetting(app.db, contextOf(request), request.body), '版本设置已保存'),
  );
  app.post(
    '/v1/admin/park/appList',
    { config: READ, schema: { tags, summary: '接入应用列表（平台管理员）', body: AppQuery } },
    async (request) => ok(await appList(app.db, contextOf(request), request.body ?? {})),
  );
  app.post(
    '/v1/admin/park/createApp',
    { config: WRITE, schema: { tags, summary: '创建接入应用（密钥只在此次返回）', body: AppInput } },
    async (request) => ok(await createApp(app.db, contextOf(request), request.body), '应用已创建'),
  );
};
