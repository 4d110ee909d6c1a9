import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PublicMenu } from '../src/components/PublicMenu.tsx';

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
