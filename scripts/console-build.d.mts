export function staleReason(root: string): string | null;
export function buildConsole(root: string): Promise<void>;
export function ensureConsoleBuilt(root: string, log?: (message: string) => void): Promise<boolean>;
