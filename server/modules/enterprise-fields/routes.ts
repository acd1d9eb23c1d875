import { enterpriseFieldCalls } from '@contract/calls/enterprise-fields';
import { callRoutes } from '../../lib/call-routes';
import { addField, changeField, fieldInfo, fieldList, moveField, removeField } from './fields';
import { addModel, changeModel, modelInfo, modelList, moveModel, removeModel } from './models';

const done = async (work: Promise<void>) => {
  await work;
  return null;
};

export const enterpriseFieldRoutes = callRoutes(enterpriseFieldCalls, {
  modelList: (db, ctx, { body }) => modelList(db, ctx, body.parkId, body),
  modelInfo: (db, ctx, { params }) => modelInfo(db, ctx, params.id),
  modelAdd: (db, ctx, { body }) => addModel(db, ctx, body),
  modelUpdate: (db, ctx, { body }) => changeModel(db, ctx, body),
  modelMove: (db, ctx, { body }) => done(moveModel(db, ctx, body)),
  modelDelete: (db, ctx, { params }) => done(removeModel(db, ctx, params.id)),

  fieldList: (db, ctx, { body }) => fieldList(db, ctx, body.modelId, body),
  fieldInfo: (db, ctx, { params }) => fieldInfo(db, ctx, params.id),
  fieldAdd: (db, ctx, { body }) => addField(db, ctx, body),
  fieldUpdate: (db, ctx, { body }) => changeField(db, ctx, body),
  fieldMove: (db, ctx, { body }) => done(moveField(db, ctx, body)),
  fieldDelete: (db, ctx, { params }) => done(removeField(db, ctx, params.id)),
});
