// The estate module's face: buildings, floors and rooms of a park.
export { estateRoutes } from './routes';
// The park's enabled buildings, for the choosers of other domains (move-in picks rooms from them).
export { buildingOptions } from './lookups';
