import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/envelope';
import { contextOf } from '../../lib/request-context';
import { changeAccount, changePassword, type AccountInput } from './account-service';
import { belongParks, companyInfo, loginData, mechanismInfo } from './profile-service';
import { forgetPassword, register, type Registration } from './register-service';
import { bodyOptional, emptyBody } from '../auth/schemas';
import { changeAccountBody, changePasswordBody, forgetBody, registerBody } from './schemas';

const tags = ['账号'];

export const userRoutes: FastifyPluginAsync = async (app) => {
  const rateLimit = { max: app.config.authRateLimit, timeWindow: 60_000 };

  app.get('/v1/user/loginData', { schema: { tags, summary: '当前登录用户信息' } }, async (request) =>
    ok(await loginData(app.db, contextOf(request))),
  );

  app.post<{ Body: Registration }>(
    '/v1/user/register',
    { config: { public: true, rateLimit }, schema: { tags, summary: '注册企业（9）或服务机构（10）账号', security: [], body: registerBody } },
    async (request) => ok(await register(app.db, contextOf(request), request.body), '注册成功'),
  );

  app.post<{ Body: { phone: string; code: string; password: string } }>(
    '/v1/user/forget/password',
    { config: { public: true, rateLimit }, schema: { tags, summary: '通过手机验证码重置密码', security: [], body: forgetBody } },
    async (request) => {
      await forgetPassword(app.db, request.ip, request.body);
      return ok(null, '密码已重置，请使用新密码登录');
    },
  );

  app.post<{ Body: { oldPassword: string; newPassword: string } }>(
    '/v1/user/change/password',
    { config: { rateLimit }, schema: { tags, summary: '修改密码（其他会话随之失效）', body: changePasswordBody } },
    async (request) => {
      await changePassword(app.db, contextOf(request), request.body);
      return ok(null, '密码已修改');
    },
  );

  app.post<{ Body: AccountInput }>(
    '/v1/user/change/account',
    { schema: { tags, summary: '修改账号信息（改手机号需验证码）', body: changeAccountBody } },
    async (request) => ok(await changeAccount(app.db, contextOf(request), request.body), '账号信息已更新'),
  );

  app.post(
    '/v1/user/user/belong/park',
    { preValidation: bodyOptional, schema: { tags, summary: '当前用户可进入的园区', body: emptyBody } },
    async (request) => ok(await belongParks(app.db, contextOf(request))),
  );

  app.get('/iv/company/personerInfo', { schema: { tags, summary: '企业用户的企业信息' } }, async (request) =>
    ok(await companyInfo(app.db, contextOf(request))),
  );

  app.get('/iv/mechanism/personerInfo', { schema: { tags, summary: '机构用户的机构信息' } }, async (request) =>
    ok(await mechanismInfo(app.db, contextOf(request))),
  );
};
