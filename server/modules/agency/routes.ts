import { agencyCalls } from '@contract/calls/agency';
import { callRoutes } from '../../lib/call-routes';
import { addAgency, setFrozen, setListed } from './admin';
import { agencyList, auditAgency, listedAgencyList } from './audit';
import { serviceTypes } from './catalogue';
import { agencyProfile, correctProfile, ownProfile, submitOwnProfile } from './profile';
import { agencyStrengthOf, ownStrength, saveOwnStrength } from './strength';

export const agencyRoutes = callRoutes(agencyCalls, {
  serviceTypes: async () => serviceTypes(),
  own: (db, ctx) => ownProfile(db, ctx),
  submit: (db, ctx, { body }) => submitOwnProfile(db, ctx, body),
  detail: (db, ctx, { params }) => agencyProfile(db, ctx, params.id),
  ownStrength: (db, ctx) => ownStrength(db, ctx),
  saveStrength: (db, ctx, { body }) => saveOwnStrength(db, ctx, body),
  strength: (db, ctx, { params }) => agencyStrengthOf(db, ctx, params.id),
  listed: (db, _ctx, { body }) => listedAgencyList(db, body),
  list: (db, ctx, { body }) => agencyList(db, ctx, body),
  audit: (db, ctx, { body }) => auditAgency(db, ctx, body),
  add: (db, ctx, { body }) => addAgency(db, ctx, body),
  update: (db, ctx, { body }) => correctProfile(db, ctx, body),
  setListed: (db, ctx, { params, body }) => setListed(db, ctx, params.id, body.listed),
  setFrozen: (db, ctx, { params, body }) => setFrozen(db, ctx, params.id, body.frozen),
});
