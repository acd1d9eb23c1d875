import { useCallback, useMemo, useRef } from 'react';
import type { FormInstance } from 'antd';
import { isApiError } from '@/api/errors';

type NamePath = (string | number)[];

export interface FieldErrorsOptions {
  /**
   * Maps the server's field path (`data.creditCode`) to the form's name path, or null when the form has no such
   * field. Defaults to the path split at dots, numbers as list indexes.
   */
  nameOf?: (field: string) => NamePath | null;
}

export interface FieldErrorsApi {
  /** Places a refusal's field errors under their fields; true when it did (the client then shows no top message). */
  apply(error: unknown): boolean;
  /** Hand to the form's `onValuesChange`: a changed value clears the server's error under it. */
  onValuesChange(changed: object): void;
}

const defaultNameOf = (field: string): NamePath => field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));

function pathsOf(value: object, prefix: NamePath = []): NamePath[] {
  return Object.entries(value).flatMap(([key, inner]) => {
    const path = [...prefix, key];
    return inner && typeof inner === 'object' && !Array.isArray(inner) && !(inner instanceof Date) && Object.keys(inner).length
      ? [path, ...pathsOf(inner as object, path)]
      : [path];
  });
}

const keyOf = (path: NamePath) => path.join('\u0000');

/**
 * The server's refusals of a form, shown under the fields they name and cleared when the value changes. The form
 * keeps every typed value. Call `apply` where the mutation fails (`useMutation({ onError })` or a try/catch around
 * `mutateAsync`); fields the form does not have fall back to the message on top.
 */
export function useFieldErrors(form: FormInstance, options: FieldErrorsOptions = {}): FieldErrorsApi {
  const shown = useRef(new Set<string>());
  const nameOf = options.nameOf ?? defaultNameOf;

  const apply = useCallback(
    (error: unknown): boolean => {
      if (!isApiError(error) || !error.fields.length) return false;
      const known = new Set(form.getFieldsError().map(({ name }) => keyOf(name)));
      const placed = error.fields.flatMap(({ field, msg }) => {
        const name = nameOf(field);
        return name && known.has(keyOf(name)) ? [{ name, errors: [msg] }] : [];
      });
      if (placed.length !== error.fields.length) return false;
      form.setFields(placed);
      for (const { name } of placed) shown.current.add(keyOf(name));
      error.shownAtFields = true;
      const first = placed[0];
      if (first) form.scrollToField(first.name, { block: 'center' });
      return true;
    },
    [form, nameOf],
  );

  const onValuesChange = useCallback(
    (changed: object) => {
      if (!shown.current.size) return;
      const cleared = pathsOf(changed).filter((path) => shown.current.delete(keyOf(path)));
      if (cleared.length) form.setFields(cleared.map((name) => ({ name, errors: [] })));
    },
    [form],
  );

  return useMemo(() => ({ apply, onValuesChange }), [apply, onValuesChange]);
}
