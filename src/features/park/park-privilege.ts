/** Privilege code of park estate changes (园区信息维护); the platform admin holds every code. */
export const PARK_PRIVILEGE = '0101';
