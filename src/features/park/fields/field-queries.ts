import { queryOptions } from '@tanstack/react-query';
import { callKey } from '@/api/call';
import { enterpriseFieldCalls as calls, fetchField } from '@/api/enterprise-fields';

// The company information form's modules and fields. A field's change also changes its module's field count.

export const MODEL_LIST_KEY = callKey(calls.modelList);
export const FIELD_LIST_KEY = callKey(calls.fieldList);
export const FIELD_INFO_KEY = callKey(calls.fieldInfo);

/** A field fills the edit form: not kept once the form closes, so the form opens on what the server has now. */
export const fieldInfoQuery = (id: string) => queryOptions({ queryKey: callKey(calls.fieldInfo, { params: { id: Number(id) } }), queryFn: () => fetchField(id), gcTime: 0 });
