// The agency module's face: a service agency's profile, its audit and the park's agency administration, its
// services, and the reads other modules need (orders, vouchers and content read listed services only through here).
export { agencyRoutes } from './routes';
export { agencyServiceRoutes } from './service-routes';
export { agenciesOffering, findListedService, listedServiceDetail, listedServicePage } from './listed';
