import { queryOptions } from '@tanstack/react-query';
import { callKey } from '@/api/call';
import { fetchCompanyUserInfo, userCalls } from '@/api/user';

/** The signed-in tenant's company state; asked again whenever a guarded screen opens, as check-in may have moved on. */
export const companyUserQuery = () => queryOptions({ queryKey: callKey(userCalls.companyInfo), queryFn: fetchCompanyUserInfo, staleTime: 0 });
