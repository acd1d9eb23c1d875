// The enterprise module's face: a company's own record on its park's form, and the audit of applications.
export { enterpriseRoutes } from './routes';
