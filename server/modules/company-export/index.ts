// The company export's face: the export routes, and settling exports a stopped server left running.
export { companyExportRoutes } from './routes';
export { failInterruptedExports } from './service';
