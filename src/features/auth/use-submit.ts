import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { FieldErrorsApi } from '@/components/form-errors/use-field-errors';
import { errorText } from '@/features/auth/error-text';

/**
 * The submit of an account form: busy while the call runs, values kept. A refusal about fields goes under those
 * fields (`fieldErrors`); any other failure is the message shown above the form.
 */
export function useSubmit<V>(action: (values: V) => Promise<void>, fieldErrors?: FieldErrorsApi) {
  const [error, setError] = useState<string | null>(null);
  const sending = useMutation({
    mutationFn: action,
    onMutate: () => setError(null),
    onError: (reason) => {
      if (!fieldErrors?.apply(reason)) setError(errorText(reason));
    },
  });
  return { busy: sending.isPending, error, setError, submit: sending.mutate };
}
