import type { StorybookConfig } from '@storybook/react-vite';
import type { PluginOption } from 'vite';
import { isServiceWorkerPlugin } from '../scripts/serviceWorkerPlugin.ts';

// Storybook draws components: it builds no service worker and no web manifest (the worker's
// precache would also refuse Storybook's own 3 MB manager bundle).
function withoutServiceWorker(plugins: PluginOption[]): PluginOption[] {
  return plugins.flatMap((plugin): PluginOption[] => {
    if (Array.isArray(plugin)) return withoutServiceWorker(plugin);
    return isServiceWorkerPlugin(plugin) ? [] : [plugin];
  });
}

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-vitest'],
  core: { disableTelemetry: true },
  viteFinal: (viteConfig) => ({ ...viteConfig, plugins: withoutServiceWorker(viteConfig.plugins ?? []) }),
};

export default config;
