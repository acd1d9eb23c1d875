import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';
import { HOST_KEYS } from '@contract/host-kinds';
import { ok } from '../../lib/envelope';
import { contextOf } from '../../lib/request-context';
import type { RouteAccessConfig } from '../../lib/route-access';
import { changeAccount, changePassword } from './account-service';
import { belongParks, companyInfo, loginData, mechanismInfo } from './profile-service';
import { forgetPassword, register } from './register-service';
import { bodyOptional, emptyBody } from '../auth';
import { ChangeAccountPayload, ChangePasswordBody, ForgetPasswordBody, RegisterPayload } from '@contract/schemas/user';

const tags = ['账号'];

export const userRoutes: FastifyPluginAsync = async (plugin) => {
  const app = plugin.withTypeProvider<TypeBoxTypeProvider>();
  const rateLimit = { max: app.config.authRateLimit, timeWindow: 60_000 };
  const signedIn: RouteAccessConfig = { access: { hosts: HOST_KEYS } };

  app.get('/v1/user/loginData', { config: signedIn, schema: { tags, summary: '当前登录用户信息' } }, async (request) =>
    ok(await loginData(app.db, contextOf(request))),
  );

  app.post(
    '/v1/user/register',
    { config: { access: { public: true }, rateLimit }, schema: { tags, summary: '注册企业（9）或服务机构（10）账号', security: [], body: RegisterPayload } },
    async (request) => ok(await register(app.db, contextOf(request), request.body), '注册成功'),
  );

  app.post(
    '/v1/user/forget/password',
    { config: { access: { public: true }, rateLimit }, schema: { tags, summary: '通过手机验证码重置密码', security: [], body: ForgetPasswordBody } },
    async (request) => {
      await forgetPassword(app.db, request.ip, request.body);
      return ok(null, '密码已重置，请使用新密码登录');
    },
  );

  app.post(
    '/v1/user/change/password',
    { config: { ...signedIn, rateLimit }, schema: { tags, summary: '修改密码（其他会话随之失效）', body: ChangePasswordBody } },
    async (request) => {
      await changePassword(app.db, contextOf(request), request.body);
      return ok(null, '密码已修改');
    },
  );

  app.post(
    '/v1/user/change/account',
    { config: signedIn, schema: { tags, summary: '修改账号信息（改手机号需验证码）', body: ChangeAccountPayload } },
    async (request) => ok(await changeAccount(app.db, contextOf(request), request.body), '账号信息已更新'),
  );

  app.post(
    '/v1/user/user/belong/park',
    { config: signedIn, preValidation: bodyOptional, schema: { tags, summary: '当前用户可进入的园区', body: emptyBody } },
    async (request) => ok(await belongParks(app.db, contextOf(request))),
  );

  app.get('/iv/company/personerInfo', { config: { access: { hosts: ['front'] } }, schema: { tags, summary: '企业用户的企业信息' } }, async (request) =>
    ok(await companyInfo(app.db, contextOf(request))),
  );

  app.get('/iv/mechanism/personerInfo', { config: { access: { hosts: ['agent'] } }, schema: { tags, summary: '机构用户的机构信息' } }, async (request) =>
    ok(await mechanismInfo(app.db, contextOf(request))),
  );
};
