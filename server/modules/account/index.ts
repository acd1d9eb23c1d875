// The account module's face: customer-service manager accounts, their allotments and commitments.
export { accountRoutes } from './routes';
