import { parkCalls } from '@contract/calls/park';
import { callRoutes } from '../../lib/call-routes';
import { addPark, changePark, openParkList, parkInfo, parkList, setParkEnabled } from './service';

export const parkRoutes = callRoutes(parkCalls, {
  list: (db, ctx, { body }) => parkList(db, ctx, body),
  openList: (db, _ctx, { body }) => openParkList(db, body),
  add: (db, ctx, { body }) => addPark(db, ctx, body),
  update: (db, ctx, { body }) => changePark(db, ctx, body),
  setEnabled: (db, ctx, { body }) => setParkEnabled(db, ctx, body.id, body.enabled),
  info: (db, ctx, { params }) => parkInfo(db, ctx, params.id),
});
