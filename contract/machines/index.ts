// Every lifecycle of the platform, by name: what walks them all reads this (the kernel's test, a status component).
// Each domain declares its own (contract/domains/); they are gathered from the catalogue's list of domains.
import { gather } from '../domain';
import { DOMAINS } from '../screens/catalogue';

export const MACHINES = gather(DOMAINS, 'machines');
export type MachineName = keyof typeof MACHINES;
