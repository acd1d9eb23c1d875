import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { testApp } from '../helpers/test-server';

describe('province, city and area lists (GB/T 2260)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp();
  });
  afterAll(() => app.close());

  const get = (url: string) => app.inject({ method: 'GET', url: `/api/v1/region/${url}` });

  it('lists the 31 provincial divisions of mainland China without a session', async () => {
    const res = await get('provinces');
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toHaveLength(31);
    expect(data).toContainEqual({ id: '11', name: '北京市' });
    expect(data).toContainEqual({ id: '65', name: '新疆维吾尔自治区' });
  });

  it('lists the cities of a province and the areas of a city', async () => {
    expect((await get('cities/44')).json().data).toContainEqual({ id: '4403', name: '深圳市' });
    expect((await get('areas/4403')).json().data).toContainEqual({ id: '440305', name: '南山区' });
    expect((await get('areas/3101')).json().data).toContainEqual({ id: '310115', name: '浦东新区' });
  });

  it('answers an unknown code with 404 and a malformed one with code != 1', async () => {
    expect((await get('cities/99')).statusCode).toBe(404);
    expect((await get('areas/9999')).statusCode).toBe(404);
    for (const url of ['cities/abc', 'cities/123', 'areas/12', `areas/${'1'.repeat(90)}`]) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.json().code).not.toBe(1);
    }
    const huge = await get(`areas/${'1'.repeat(300)}`);
    expect(huge.statusCode).toBe(414);
    expect(huge.json().code).not.toBe(1);
  });
});
