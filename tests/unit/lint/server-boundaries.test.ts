import { beforeAll, describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';

// The boundary lint on server/ (eslint/server-layers.js), run through ESLint's API with the project's own config on
// sample code placed at the path it would have.
let eslint: ESLint;

async function boundaryMessages(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'boundaries/layers').map((m) => m.message);
}

const refused: [string, string, string, RegExp][] = [
  ['a queries file importing a service file', 'server/modules/role/queries.ts', "export { manageRole } from './service';", /A queries file may not import a service file/],
  ['a queries file importing a routes file', 'server/modules/role/queries.ts', "export { roleRoutes } from './routes';", /A queries file may not import a routes file/],
  ['a service file importing a routes file', 'server/modules/role/service.ts', "export { roleRoutes } from './routes';", /A service file may not import a routes file/],
  ['a module file importing its own index', 'server/modules/role/service.ts', "export { roleRoutes } from './index';", /imports its own index\.ts/],
  ['another module reached past its index', 'server/modules/account/service.ts', "export { findRole } from '../role/queries';", /Import module "role" through its index\.ts/],
  ['server/lib importing a module', 'server/lib/sample.ts', "export { findRole } from '../modules/role';", /server\/lib never imports server\/modules/],
  ['server/db importing a module', 'server/db/seed/sample.ts', "export { findRole } from '../../modules/role';", /server\/db never imports server\/modules/],
  ['an import that closes a module cycle', 'server/modules/auth/service.ts', "export { userRoutes } from '../user';", /closes a cycle: auth -> user -> auth/],
  ['the server importing the console', 'server/modules/role/service.ts', "export type { LoginUser } from '../../../src/api/types';", /never imports the console/],
  ['the server importing the console by alias', 'server/modules/role/service.ts', "export type { LoginUser } from '@/api/types';", /never imports the console/],
  ['the contract importing the console', 'contract/sample.ts', "export { sanitize } from '@/lib/sanitize';", /contract may not import lib/],
  ['the contract importing the server', 'contract/sample.ts', "export type { Db } from '../server/db/client';", /contract never imports the server/],
  ['server/app.ts reaching into a module', 'server/app.ts', "export { authenticate } from './modules/auth/authenticate';", /through its index\.ts/],
];

const accepted: [string, string, string][] = [
  ['routes -> service -> queries', 'server/modules/role/service.ts', "export { findRole } from './queries';"],
  ['routes reading the schemas', 'server/modules/role/routes.ts', "export { idParams } from './schemas';"],
  ['queries reading the schemas', 'server/modules/park/queries.ts', "export type { ParkListQuery } from './schemas';"],
  ['another module through its index', 'server/modules/account/service.ts', "export { findRole } from '../role';"],
  ['a module using server/lib', 'server/modules/role/service.ts', "export { manageScope } from '../../lib/role-scope';"],
  ['server/lib using server/db', 'server/lib/sample.ts', "export type { Db } from '../db/client';"],
  ['the server importing the contract', 'server/lib/sample.ts', "export { PRIVILEGES } from '@contract/privileges';"],
  ['the module list mounting faces', 'server/modules/index.ts', "export { roleRoutes } from './role';"],
];

describe('the server boundary lint', () => {
  // The first lint loads the project's config and the TypeScript parser: seconds on a busy machine, paid here once
  // rather than inside the first case.
  beforeAll(async () => {
    eslint = new ESLint({ cwd: process.cwd() });
    await eslint.lintText('', { filePath: 'server/lib/sample.ts' });
  }, 60_000);

  it.each(refused)('refuses %s', async (_label, filePath, code, message) => {
    const messages = await boundaryMessages(filePath, code);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(message);
  });

  it.each(accepted)('accepts %s', async (_label, filePath, code) => {
    expect(await boundaryMessages(filePath, code)).toEqual([]);
  });
});
