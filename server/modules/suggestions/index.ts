// Company suggestions' face (issue 14 point 5, spec §7 aspirations).
export { suggestionRoutes } from './routes';
