// The enterprise module's face: a company's own record on its park's form, and the audit of applications.
export { enterpriseRoutes } from './routes';
// What a change waiting for audit would change in the companies' profile columns (lists and the export show it).
export { pendingProfiles } from './profile';
