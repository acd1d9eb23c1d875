// App content's face (issue 14 point 4): banners, carousels, quick entries, service phones, recommendations.
export { appContentRoutes } from './routes';
