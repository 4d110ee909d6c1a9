export const projectRoot: string;
export const serverBuildDir: string;
export const serverEntries: Record<'start' | 'admin' | 'backup' | 'restore' | 'export' | 'book', string>;
export const workerEntries: Record<string, string>;
export function serverIsStale(outDir?: string): Promise<boolean>;
export function buildServer(outDir?: string): Promise<void>;
