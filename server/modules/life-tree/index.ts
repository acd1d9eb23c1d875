// The life-tree module's face: a company's growth on one timeline, and companies compared year by year.
export { lifeTreeRoutes } from './routes';
