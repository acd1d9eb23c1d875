import { describe, expect, it } from 'vitest';
import { apiBase, hostKeyOf, loginUserType } from '@/api/config';
import { businessMessage, statusMessage } from '@/api/errors';

describe('host kinds (spec §6)', () => {
  it('maps user types to host keys and host keys to the login userType', () => {
    expect([0, 8, 9, 10, 3].map(hostKeyOf)).toEqual(['manage', 'manage', 'front', 'agent', 'agent']);
    expect(loginUserType('manage')).toBe(8);
    expect(loginUserType('front')).toBe(9);
    expect(loginUserType('agent')).toBe(9);
  });

  it('calls each host under /api/', () => {
    expect(apiBase).toEqual({ manage: '/api/', front: '/api/', agent: '/api/' });
  });
});

describe('error catalogue (spec §8)', () => {
  it('prefers the code map, then msg, then 未知错误', () => {
    expect(businessMessage('500', 'x')).toBe('服务器繁忙，请稍后再试');
    expect(businessMessage('0', '名称重复')).toBe('名称重复');
    expect(businessMessage('0', '')).toBe('未知错误');
  });

  it('maps 403 to 权限不足, then the status map, then msg, then 未知错误', () => {
    expect(statusMessage(403, 'x')).toBe('权限不足');
    expect(statusMessage(404, 'x')).toBe('请求的资源不存在');
    expect(statusMessage(418, '茶壶')).toBe('茶壶');
    expect(statusMessage(418, undefined)).toBe('未知错误');
  });
});
