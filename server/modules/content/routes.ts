import type { FastifyPluginAsync } from 'fastify';
import { CONTENT_TYPE_KEYS, type ContentTypeKey } from '@contract/content-types';
import { contentCalls, contentClassCalls, contentItemCalls } from '@contract/calls/content';
import { BODY_MAX_BYTES } from '@contract/schemas/content';
import { callRoutes } from '../../lib/call-routes';
import { addClass, changeClass, classList, orderClasses, removeClass } from './classes';
import { addContent, changeContent, contentDetail, listContent, removeContent } from './items';
import { listByTitle, publishedDetail, publishedList, serviceNames } from './published';
import { policyConditionRoutes } from './policy-routes';
import { contentReport } from './report';
import { shelveContent } from './shelf';

// A body may be 1 MB of rich text plus the item's other fields; the service refuses a body over 1 MB by name.
const SAVE_LIMIT = BODY_MAX_BYTES * 2;

// The same handlers for every type of the catalogue, each under its type's declared paths.
const itemRoutes = (type: ContentTypeKey) =>
  callRoutes(
    contentItemCalls[type],
    {
      list: (db, ctx, { body }) => listContent(db, ctx, type, body),
      add: (db, ctx, { body }) => addContent(db, ctx, type, body),
      update: (db, ctx, { body }) => changeContent(db, ctx, type, body),
      info: (db, ctx, { params }) => contentDetail(db, ctx, type, params.id),
      remove: async (db, ctx, { params }) => {
        await removeContent(db, ctx, type, params.id);
        return null;
      },
      shelf: (db, ctx, { body }) => shelveContent(db, ctx, type, body),
      publishedList: (db, ctx, { body }) => publishedList(db, ctx, type, body),
      publishedDetail: (db, ctx, { params }) => publishedDetail(db, ctx, type, params.id),
    },
    () => ({ add: { bodyLimit: SAVE_LIMIT }, update: { bodyLimit: SAVE_LIMIT } }),
  );

const classRoutes = (type: ContentTypeKey, calls: NonNullable<(typeof contentClassCalls)[ContentTypeKey]>) =>
  callRoutes(calls, {
    classList: (db, ctx, { body }) => classList(db, ctx, type, body),
    classAdd: (db, ctx, { body }) => addClass(db, ctx, type, body),
    classRename: (db, ctx, { body }) => changeClass(db, ctx, type, body),
    classOrder: async (db, ctx, { body }) => {
      await orderClasses(db, ctx, type, body);
      return null;
    },
    classRemove: async (db, ctx, { params }) => {
      await removeClass(db, ctx, type, params.id);
      return null;
    },
  });

export const contentRoutes: FastifyPluginAsync = async (plugin) => {
  for (const type of CONTENT_TYPE_KEYS) await plugin.register(itemRoutes(type));
  for (const type of CONTENT_TYPE_KEYS) {
    const calls = contentClassCalls[type];
    if (calls) await plugin.register(classRoutes(type, calls));
  }
  await plugin.register(policyConditionRoutes);
  await plugin.register(
    callRoutes(contentCalls, {
      serviceNames: (db, ctx, { params }) => serviceNames(db, ctx, params.id),
      report: (db, ctx, { body }) => contentReport(db, ctx, body.parkId),
      listByTitle: (db, ctx, { body }) => listByTitle(db, ctx, body),
    }),
  );
};
