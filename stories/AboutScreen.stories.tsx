import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AboutScreen } from '../src/screens/AboutScreen.tsx';
import { phoneViewport } from '../.storybook/viewports.ts';

const meta = { title: 'Screens/AboutScreen', component: AboutScreen, parameters: { route: '/about' } } satisfies Meta<typeof AboutScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await expect(canvas.getByRole('heading', { level: 1, name: 'A propos de Lapin' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Logo de Lapin : un lapin' })).toBeVisible();
    const features = canvas.getAllByRole('listitem');
    await expect(features).toHaveLength(3);
    await expect(features[0]).toHaveTextContent("Un fil d'articles pour raconter le voyage");
    await expect(features[1]).toHaveTextContent('Des albums photo à regarder en diaporama.');
    await expect(features[2]).toHaveTextContent('Une discussion de groupe en direct.');
    // Spec §1: the unreleased private messaging app, its encryption, no logs, messages deleted once delivered.
    const app = canvas.getByRole('heading', { level: 2, name: 'Une messagerie privée (bientôt)' });
    await expect(app.parentElement).toHaveTextContent(/chiffrés de bout en bout/);
    await expect(app.parentElement).toHaveTextContent(/aucun journal sur le serveur/);
    await expect(app.parentElement).toHaveTextContent(/effacés dès qu'ils sont remis/);
  },
};

export const OnPhone: Story = {
  globals: phoneViewport,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    const title = canvas.getByRole('heading', { level: 1, name: 'A propos de Lapin' }).getBoundingClientRect();
    await expect(title.right).toBeLessThanOrEqual(window.innerWidth);
    await expect(title.top).toBeLessThan(150);
  },
};
