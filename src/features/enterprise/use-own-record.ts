import { useQuery } from '@tanstack/react-query';
import { companyUserQuery } from '@/api/queries/user-queries';
import { useParkStore } from '@/stores/park';
import { recordQuery } from './enterprise-queries';

/** The signed-in company's own record: its company and park from the company user info. */
export function useOwnRecord() {
  const info = useQuery(companyUserQuery());
  const sessionPark = useParkStore((state) => state.parkId);
  const companyId = info.data?.companyId ?? 0;
  const parkId = info.data?.parkId ?? sessionPark ?? 0;
  const record = useQuery({ ...recordQuery(parkId, companyId), enabled: companyId > 0 && parkId > 0 });
  const missing = info.isSuccess && !info.data.companyId;
  return { info, record, missing };
}
