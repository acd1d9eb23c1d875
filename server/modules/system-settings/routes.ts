import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/envelope';
import type { PageRequest } from '../../lib/paging';
import { contextOf } from '../../lib/request-context';
import { appListBody, createAppBody, supperSettingBody, versionSettingBody, type AppInput, type SupperSetting, type VersionSetting } from './schemas';
import { appList, createApp, saveSupperSetting, saveVersionSetting, supperSetting, versionSetting } from './service';

const tags = ['系统设置'];
const privileged = { privilege: '0110' };

export const systemSettingRoutes: FastifyPluginAsync = async (app) => {
  app.get('/v1/system/supper/setting', { schema: { tags, summary: '平台设置' } }, async (request) => ok(await supperSetting(app.db, contextOf(request))));
  app.post<{ Body: SupperSetting }>(
    '/v1/system/supper/setting',
    { config: privileged, schema: { tags, summary: '保存平台设置（平台管理员）', body: supperSettingBody } },
    async (request) => ok(await saveSupperSetting(app.db, contextOf(request), request.body), '设置已保存'),
  );
  app.get('/v1/admin/park/versionSetting', { schema: { tags, summary: 'App 版本设置' } }, async (request) => ok(await versionSetting(app.db, contextOf(request))));
  app.post<{ Body: VersionSetting }>(
    '/v1/admin/park/versionSetting',
    { config: privileged, schema: { tags, summary: '保存 App 版本设置（平台管理员）', body: versionSettingBody } },
    async (request) => ok(await saveVersionSetting(app.db, contextOf(request), request.body), '版本设置已保存'),
  );
  app.post<{ Body: PageRequest & { name?: string } }>(
    '/v1/admin/park/appList',
    { schema: { tags, summary: '接入应用列表（平台管理员）', body: appListBody } },
    async (request) => ok(await appList(app.db, contextOf(request), request.body ?? {})),
  );
  app.post<{ Body: AppInput }>(
    '/v1/admin/park/createApp',
    { config: privileged, schema: { tags, summary: '创建接入应用（密钥只在此次返回）', body: createAppBody } },
    async (request) => ok(await createApp(app.db, contextOf(request), request.body), '应用已创建'),
  );
};
