import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { NotFoundScreen } from '../src/screens/NotFoundScreen.tsx';
import { phoneViewport } from '../.storybook/viewports.ts';

const meta = { title: 'Screens/NotFoundScreen', component: NotFoundScreen, parameters: { route: '/terrier-inconnu' } } satisfies Meta<typeof NotFoundScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await expect(canvas.getByRole('heading', { level: 1, name: "Il n'y a pas de tel endroit dans le terrier" })).toBeVisible();
    await expect(canvas.getByRole('link', { name: "Retour à l'accueil" })).toHaveAttribute('href', '/');
  },
};

export const OnPhone: Story = {
  globals: phoneViewport,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    const heading = canvas.getByRole('heading', { level: 1 }).getBoundingClientRect();
    await expect(heading.right).toBeLessThanOrEqual(window.innerWidth);
    const back = canvas.getByRole('link', { name: "Retour à l'accueil" }).getBoundingClientRect();
    await expect(back.height).toBeGreaterThanOrEqual(44);
    await expect(back.top).toBeGreaterThan(heading.bottom);
  },
};
