// The message centre's face: the reader's calls and the stream that pushes new messages. Messages are written by
// server/lib/messages.ts, inside the transaction of the change that causes them; this module reads them, marks them
// read, and pushes them to open consoles.
import type { ModuleFace } from '../../lib/module-face';
import { seedMessages } from './seed';
import { messageRoutes } from './routes';
import { messageStreamRoutes } from './stream-routes';

export { MessageStreams, STREAMS_PER_USER } from './stream-hub';

export const messagesModule: ModuleFace = { routes: [messageRoutes, messageStreamRoutes], seeds: [seedMessages] };
