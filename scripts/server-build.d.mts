export const OUT_DIR: string;
export const DEMO_IMAGE: string;
export function staleReason(root: string): { code: string | null; image: string | null; demo: boolean | string | null };
export function ensureServerBuilt(root: string, log?: (message: string) => void): Promise<boolean>;
