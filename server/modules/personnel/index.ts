// The staff module's face: the personnel routes (the company's own staff, and an operator's read-only view).
export { personnelRoutes } from './routes';
