// The estate module's face: buildings, floors and rooms of a park.
export { estateRoutes } from './routes';
