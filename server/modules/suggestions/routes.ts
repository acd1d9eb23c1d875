import { suggestionCalls } from '@contract/calls/suggestions';
import { callRoutes } from '../../lib/call-routes';
import { ownSuggestion, ownSuggestions, submitSuggestion } from './company';
import { assignees, assignSuggestion, closeSuggestion, parkSuggestions, replySuggestion, suggestionInfo } from './handling';

export const suggestionRoutes = callRoutes(suggestionCalls, {
  submit: (db, ctx, { body }) => submitSuggestion(db, ctx, body),
  ownList: (db, ctx, { body }) => ownSuggestions(db, ctx, body),
  own: (db, ctx, { params }) => ownSuggestion(db, ctx, params.id),
  list: (db, ctx, { body }) => parkSuggestions(db, ctx, body),
  info: (db, ctx, { params }) => suggestionInfo(db, ctx, params.id),
  assignees: (db, ctx, { params }) => assignees(db, ctx, params.id),
  reply: (db, ctx, { body }) => replySuggestion(db, ctx, body),
  assign: (db, ctx, { body }) => assignSuggestion(db, ctx, body),
  close: (db, ctx, { body }) => closeSuggestion(db, ctx, body),
});
