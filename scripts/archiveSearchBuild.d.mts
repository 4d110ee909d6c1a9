import type { BuildOptions } from 'esbuild';

export const archiveSearchEntry: string;
export const archiveSearchBundle: string;
export const archiveSearchBuildOptions: BuildOptions;
