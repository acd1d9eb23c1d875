import { useState } from 'react';
import { errorText } from '@/features/auth/error-text';

// The submit of an account form: busy while the call runs, the call's message shown when it fails, values kept.
export function useSubmit<V>(action: (values: V) => Promise<void>) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async (values: V) => {
    setError(null);
    setBusy(true);
    try {
      await action(values);
    } catch (reason) {
      setError(errorText(reason));
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, setError, submit };
}
