import { SERVICE_TYPES, type ServiceType } from '@contract/agency';
import { contractWordNow } from '@/lib/i18n/contract-word-now';

/** A service type's name in the language in effect (its code itself when it is none of ours). */
export function serviceTypeName(type: string): string {
  return contractWordNow(Object.hasOwn(SERVICE_TYPES, type) ? SERVICE_TYPES[type as ServiceType] : type);
}
