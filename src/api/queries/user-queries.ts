import { queryOptions } from '@tanstack/react-query';
import { fetchCompanyUserInfo } from '@/api/user';

/** The signed-in tenant's company state; asked again whenever a guarded screen opens, as check-in may have moved on. */
export const companyUserQuery = () => queryOptions({ queryKey: ['iv/company/personerInfo'], queryFn: fetchCompanyUserInfo, staleTime: 0 });
