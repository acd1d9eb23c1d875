// The public-service content module's face: one shelf mechanism for every type of contract/content-types.ts.
export { contentRoutes } from './routes';
/** One company against one policy's conditions today (contract/policy-conditions.ts PolicyMatch). */
export { matchPolicy } from './match';
