import { useSearchParams } from 'react-router-dom';
import { useParkStore } from '@/stores/park';

/** The company a manage screen shows: `?companyId=` in `?parkId=` (the session's park when left out). */
export function useRecordTarget(): { companyId: number; parkId: number } {
  const [params] = useSearchParams();
  const sessionPark = useParkStore((state) => state.parkId);
  const companyId = Number(params.get('companyId')) || 0;
  const parkId = Number(params.get('parkId')) || sessionPark || 0;
  return { companyId, parkId };
}
