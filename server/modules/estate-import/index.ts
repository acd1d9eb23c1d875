// The room-import module's face: the import routes, and settling imports a stopped server left running.
export { estateImportRoutes } from './routes';
export { failInterruptedImports } from './service';
