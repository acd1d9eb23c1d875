import { http } from '@/api/http';
import type { MenuNode } from '@/api/types';

export function fetchCurrentUserMenu(parkId: number): Promise<MenuNode[]> {
  return http.get<MenuNode[]>(`v1/menu/getCurrentUserMenu/${parkId}`);
}
