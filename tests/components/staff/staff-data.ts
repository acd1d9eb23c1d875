import { HttpResponse } from 'msw';
import type { Personnel } from '@/api/personnel';
import { idCheckChar } from '@contract/personnel-rules';

export const ok = (data: unknown, msg = 'ok') => HttpResponse.json({ code: 1, msg, data });
export const refuse = (msg: string) => HttpResponse.json({ code: 0, msg, data: null });

export function staff(id: number, patch: Partial<Personnel> = {}): Personnel {
  return {
    id,
    companyId: 5,
    name: `员工${id}`,
    phone: `1390000${String(1000 + id)}`,
    idNumber: '3101**********1234',
    department: id % 2 ? '研发部' : '市场部',
    position: '工程师',
    entryDate: '2024-03-01',
    education: '本科',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...patch,
  };
}

/** A valid resident ID number (born 1990-03-07). */
export function validId(seq = 1): string {
  const first17 = `11010119900307${String(seq).padStart(3, '0')}`;
  return `${first17}${idCheckChar(first17)}`;
}
