// The policy pre-application module's face: a company's pre-applications and the park's review of them.
export { preApplyRoutes } from './routes';
