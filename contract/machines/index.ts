// Every lifecycle of the platform, by name: what walks them all reads this (the kernel's test, a status component).
import { agencyProfileMachine } from './agency-profile';
import { agencyServiceMachine } from './agency-service';
import { consultationMachine } from './consultation';
import { orderMachine } from './order';
import { preApplyMachine } from './pre-apply';
import { settlementMachine } from './settlement';
import { suggestionMachine } from './suggestion';
import { voucherMachine } from './voucher';

export const MACHINES = {
  order: orderMachine,
  suggestion: suggestionMachine,
  settlement: settlementMachine,
  consultation: consultationMachine,
  preApply: preApplyMachine,
  agencyProfile: agencyProfileMachine,
  agencyService: agencyServiceMachine,
  voucher: voucherMachine,
} as const;
export type MachineName = keyof typeof MACHINES;
