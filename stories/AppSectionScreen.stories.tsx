import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AppSectionScreen } from '../src/screens/AppSectionScreen.tsx';
import { phoneViewport } from '../.storybook/viewports.ts';

const meta = { title: 'Screens/AppSectionScreen', component: AppSectionScreen, parameters: { route: '/app/lapinapp' } } satisfies Meta<typeof AppSectionScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Lapinapp' })).toBeVisible();
    // Spec §1: the developer's laptop lacks memory, the container comes early September, the first version mid-September.
    await expect(canvas.getByText(/l'ordinateur du développeur manque de mémoire/)).toBeVisible();
    await expect(canvas.getByText('Le conteneur est attendu début septembre.')).toBeVisible();
    await expect(canvas.getByText('La première version téléchargeable est prévue mi-septembre.')).toBeVisible();
  },
};

export const OnPhone: Story = {
  globals: phoneViewport,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    const release = canvas.getByText('La première version téléchargeable est prévue mi-septembre.').getBoundingClientRect();
    await expect(release.right).toBeLessThanOrEqual(window.innerWidth);
    await expect(release.bottom).toBeLessThanOrEqual(window.innerHeight);
  },
};
