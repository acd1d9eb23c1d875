// The enterprise-fields module's face: the per-park enterprise information modules and their fields.
export { enterpriseFieldRoutes } from './routes';
export { enterpriseForm, profileFormJson, type ProfileFormField } from './queries';
