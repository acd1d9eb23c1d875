// The park dashboard's face (issue 24 point 2): one call per panel and each panel's .xlsx.
export { dashboardRoutes } from './routes';
