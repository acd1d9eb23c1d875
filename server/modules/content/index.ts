// The public-service content module's face: one shelf mechanism for every type of src/contract/content-types.ts.
export { contentRoutes } from './routes';
