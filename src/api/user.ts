import { userCalls as calls } from '@contract/calls/user';
import { api } from '@/api/call';

export { userCalls } from '@contract/calls/user';

/** The enabled parks the signed-in user belongs to. */
export const fetchMyParks = () => api(calls.belongParks, { body: {} });

export const fetchCompanyUserInfo = () => api(calls.companyInfo);

export const fetchMechanismUserInfo = () => api(calls.mechanismInfo);
