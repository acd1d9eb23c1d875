// The files module's face: uploads, and serving what was uploaded.
export { filesRoutes } from './routes';
export { namesOf, withUploadNames } from './names';
