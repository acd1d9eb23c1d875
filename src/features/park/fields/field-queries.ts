import { queryOptions } from '@tanstack/react-query';
import { fetchField } from '@/api/enterprise-fields';

// The company information form's modules and fields. A field's change also changes its module's field count.

export const MODEL_LIST_KEY = ['v1/enterprise/models/list'] as const;
export const FIELD_LIST_KEY = ['v1/enterprise/fields/list'] as const;
export const FIELD_INFO_KEY = ['v1/enterprise/fields/info'] as const;

/** A field fills the edit form: not kept once the form closes, so the form opens on what the server has now. */
export const fieldInfoQuery = (id: string) => queryOptions({ queryKey: [...FIELD_INFO_KEY, id], queryFn: () => fetchField(id), gcTime: 0 });
