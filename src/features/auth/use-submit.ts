import { useState } from 'react';
import type { FieldErrorsApi } from '@/components/form-errors/use-field-errors';
import { errorText } from '@/features/auth/error-text';

/**
 * The submit of an account form: busy while the call runs, values kept. A refusal about fields goes under those
 * fields (`fieldErrors`); any other failure is the message shown above the form.
 */
export function useSubmit<V>(action: (values: V) => Promise<void>, fieldErrors?: FieldErrorsApi) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async (values: V) => {
    setError(null);
    setBusy(true);
    try {
      await action(values);
    } catch (reason) {
      if (!fieldErrors?.apply(reason)) setError(errorText(reason));
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, setError, submit };
}
