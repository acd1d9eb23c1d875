import dayjs from 'dayjs';
import type { AppItem, AppItemAdd } from '@/api/app-content';

export interface AppItemFormValues extends Record<string, unknown> {
  title?: string;
  image?: string[];
  link?: string;
  phone?: string;
  validFrom?: string;
  validTo?: string;
}

const local = (iso: string | null) => (iso ? dayjs(iso).format('YYYY-MM-DD HH:mm:ss') : undefined);
const instant = (value: string | undefined) => (value ? dayjs(value).toISOString() : null);

export function toFormValues(item: AppItem): AppItemFormValues {
  return {
    title: item.title,
    image: item.image ? [item.image] : [],
    link: item.link ?? undefined,
    phone: item.phone ?? undefined,
    validFrom: local(item.validFrom),
    validTo: local(item.validTo),
  };
}

export function toAppItemInput(values: AppItemFormValues): Omit<AppItemAdd, 'parkId'> {
  return {
    title: values.title?.trim() ?? '',
    image: values.image?.[0] ?? null,
    link: values.link?.trim() || null,
    phone: values.phone?.trim() || null,
    validFrom: instant(values.validFrom),
    validTo: instant(values.validTo),
  };
}
