import type { FastifyPluginAsync } from 'fastify';
import { estateRoutes } from '../estate/routes';
import { estateImportRoutes } from '../estate-import/routes';
import { enterpriseFieldRoutes } from '../enterprise-fields/routes';
import { systemSettingRoutes } from '../system-settings/routes';
import { parkRoutes } from './routes';

// The park estate domain (issue 5): parks, buildings, floors, rooms and their configuration.
export const parkDomainRoutes: FastifyPluginAsync = async (app) => {
  await app.register(parkRoutes);
  await app.register(estateRoutes);
  await app.register(estateImportRoutes);
  await app.register(enterpriseFieldRoutes);
  await app.register(systemSettingRoutes);
};
