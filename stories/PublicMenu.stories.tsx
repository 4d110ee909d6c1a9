import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PublicMenu } from '../src/components/PublicMenu.tsx';
import { phoneViewport } from '../.storybook/viewports.ts';

const meta = {
  title: 'Components/PublicMenu',
  component: PublicMenu,
  parameters: { layout: 'fullscreen' },
  args: { activePath: '/' },
} satisfies Meta<typeof PublicMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Login: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = within(canvas.getByRole('navigation', { name: 'Menu public' }));
    await expect(nav.getByRole('link', { name: 'Authentification' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Authentification' })).toHaveAttribute('href', '/');
    await expect(nav.getByRole('link', { name: 'Enregistrement' })).toHaveAttribute('href', '/register');
    await expect(nav.getByRole('link', { name: 'A propos' })).toHaveAttribute('href', '/about');
    await expect(nav.getByRole('link', { name: 'A propos' })).not.toHaveAttribute('aria-current');
  },
};

export const Register: Story = {
  args: { activePath: '/register' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Enregistrement' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Authentification' })).not.toHaveAttribute('aria-current');
  },
};

export const About: Story = {
  args: { activePath: '/about' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'A propos' })).toHaveAttribute('aria-current', 'page');
  },
};

export const UnknownPath: Story = {
  args: { activePath: '/terrier-inconnu' },
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole('link');
    for (const link of links) await expect(link).not.toHaveAttribute('aria-current');
  },
};

export const OnPhone: Story = {
  args: { activePath: '/register' },
  globals: phoneViewport,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole('banner').getBoundingClientRect();
    await expect(bar.height).toBeLessThanOrEqual(64);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await expect(canvas.getByRole('img', { name: 'Logo de Lapin : un lapin' }).getBoundingClientRect().left).toBeGreaterThanOrEqual(0);
    for (const name of ['Authentification', 'Enregistrement', 'A propos']) {
      const box = canvas.getByRole('link', { name }).getBoundingClientRect();
      await expect(box.height, name).toBeGreaterThanOrEqual(44);
      await expect(box.top, name).toBeGreaterThanOrEqual(bar.top);
      await expect(box.bottom, name).toBeLessThanOrEqual(bar.bottom);
      await expect(box.right, name).toBeLessThanOrEqual(window.innerWidth);
    }
    await expect(canvas.getByRole('link', { name: 'Enregistrement' })).toHaveAttribute('aria-current', 'page');
  },
};
