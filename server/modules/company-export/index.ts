// The company export's face: the export routes (which also take over exports a stopped instance left running).
export { companyExportRoutes } from './routes';
