import { SERVICE_TYPES, SERVICE_TYPE_KEYS } from '@contract/agency';

export const serviceTypes = () => SERVICE_TYPE_KEYS.map((value) => ({ value, label: SERVICE_TYPES[value] }));
