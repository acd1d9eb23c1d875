// The message centre's face: the reader's calls. Messages are written by server/lib/messages.ts, inside the
// transaction of the change that causes them; this module only reads them and marks them read.
export { messageRoutes } from './routes';
