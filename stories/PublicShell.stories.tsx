import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PublicShell } from '../src/screens/PublicShell.tsx';
import { LoginScreen } from '../src/screens/LoginScreen.tsx';
import { RegisterScreen } from '../src/screens/RegisterScreen.tsx';
import { AboutScreen } from '../src/screens/AboutScreen.tsx';
import { withStores } from './support/withStores.tsx';
import { phoneViewport } from '../.storybook/viewports.ts';

const meta = {
  title: 'Screens/PublicShell',
  component: PublicShell,
  parameters: { route: '/about', layout: 'fullscreen' },
  decorators: [withStores()],
  render: () => (
    <Routes>
      <Route element={<PublicShell />}>
        <Route path="/" element={<LoginScreen />} />
        <Route path="/register" element={<RegisterScreen />} />
        <Route path="/about" element={<AboutScreen />} />
      </Route>
    </Routes>
  ),
} satisfies Meta<typeof PublicShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithPage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(within(canvas.getByRole('main')).getByRole('heading', { level: 1, name: 'A propos de Lapin' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'A propos' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('contentinfo')).toHaveTextContent('2025');
    await waitFor(() => expect(document.title).toBe('À propos · Le terrier de Lapin'));
  },
};

export const LoginOnPhone: Story = {
  parameters: { route: '/' },
  globals: phoneViewport,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    const nav = within(canvas.getByRole('navigation', { name: 'Menu public' }));
    for (const name of ['Authentification', 'Enregistrement', 'A propos']) {
      const box = nav.getByRole('link', { name }).getBoundingClientRect();
      await expect(box.height, name).toBeGreaterThanOrEqual(44);
      await expect(box.left, name).toBeGreaterThanOrEqual(0);
      await expect(box.right, name).toBeLessThanOrEqual(window.innerWidth);
    }
    await expect(nav.getByRole('link', { name: 'Authentification' })).toHaveAttribute('aria-current', 'page');
    await expect(within(canvas.getByRole('main')).getByRole('heading', { level: 1, name: 'Le terrier de Lapin' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Se connecter' }).getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
    await waitFor(() => expect(document.title).toBe('Connexion · Le terrier de Lapin'));
  },
};

export const MenuOnPhone: Story = {
  parameters: { route: '/' },
  globals: phoneViewport,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = within(canvas.getByRole('navigation', { name: 'Menu public' }));
    await userEvent.click(nav.getByRole('link', { name: 'Enregistrement' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Enregistrement' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Enregistrement' })).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(document.title).toBe('Inscription · Le terrier de Lapin'));
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
