import { regionCalls as calls } from '@contract/calls/region';
import { api } from '@/api/call';

export { regionCalls } from '@contract/calls/region';

export const fetchProvinces = () => api(calls.provinces);
export const fetchCities = (provinceId: string) => api(calls.cities, { params: { provinceId } });
export const fetchAreas = (cityId: string) => api(calls.areas, { params: { cityId } });
