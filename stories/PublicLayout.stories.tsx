import type { Meta, StoryObj } from '@storybook/react-vite';
import { Paper, Typography } from '@mui/material';
import { expect, within } from 'storybook/test';
import { PublicLayout } from '../src/components/PublicLayout.tsx';
import { LoginForm } from '../src/components/LoginForm.tsx';
import { AboutContent } from '../src/components/AboutContent.tsx';
import { phoneViewport } from '../.storybook/viewports.ts';

const meta = {
  title: 'Components/PublicLayout',
  component: PublicLayout,
  parameters: { layout: 'fullscreen' },
  args: {
    activePath: '/',
    children: (
      <Paper sx={{ p: 3 }}>
        <Typography>Contenu de la page</Typography>
      </Paper>
    ),
  },
} satisfies Meta<typeof PublicLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

const menuEntries = ['Authentification', 'Enregistrement', 'A propos'];

/** The page does not scroll sideways, and each menu entry is a whole, finger-sized target inside the screen. */
async function expectPhoneFit(canvasElement: HTMLElement) {
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  const nav = within(within(canvasElement).getByRole('navigation', { name: 'Menu public' }));
  const tops = new Set<number>();
  for (const name of menuEntries) {
    const box = nav.getByRole('link', { name }).getBoundingClientRect();
    await expect(box.height, name).toBeGreaterThanOrEqual(44);
    await expect(box.width, name).toBeGreaterThanOrEqual(44);
    await expect(box.left, name).toBeGreaterThanOrEqual(0);
    await expect(box.right, name).toBeLessThanOrEqual(window.innerWidth);
    tops.add(Math.round(box.top));
  }
  // One row: the menu costs the phone a single bar.
  await expect(tops.size).toBe(1);
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Menu public' })).toBeInTheDocument();
    await expect(canvas.getByRole('main')).toHaveTextContent('Contenu de la page');
    await expect(canvas.getByRole('contentinfo')).toHaveTextContent('2025');
  },
};

export const WithLoginForm: Story = {
  args: { children: <LoginForm loading={false} registered={false} onSubmit={() => {}} /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const main = within(canvas.getByRole('main'));
    await expect(main.getByRole('heading', { level: 1, name: 'Le terrier de Lapin' })).toBeVisible();
    await expect(main.getByRole('form', { name: 'Connexion' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Authentification' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('contentinfo')).toHaveTextContent('2025');
    // The login card sits under the menu, not beside it.
    const bar = canvas.getByRole('banner').getBoundingClientRect();
    await expect(canvas.getByRole('main').getBoundingClientRect().top).toBeGreaterThanOrEqual(bar.bottom);
  },
};

export const WithLoginFormOnPhone: Story = {
  args: { children: <LoginForm loading={false} registered={false} onSubmit={() => {}} /> },
  globals: phoneViewport,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectPhoneFit(canvasElement);
    const bar = canvas.getByRole('banner').getBoundingClientRect();
    await expect(bar.height).toBeLessThanOrEqual(64);
    // The whole form, button included, fits on the first screen of a 390 × 844 phone.
    const submit = canvas.getByRole('button', { name: 'Se connecter' }).getBoundingClientRect();
    await expect(submit.bottom).toBeLessThanOrEqual(window.innerHeight);
    await expect(submit.width).toBeGreaterThan(300);
    const link = canvas.getByRole('link', { name: 'Pas de compte ?' }).getBoundingClientRect();
    await expect(link.height).toBeGreaterThanOrEqual(24);
    await expect(canvas.getByRole('contentinfo')).toHaveTextContent('2025');
  },
};

export const WithAboutPage: Story = {
  args: { activePath: '/about', children: <AboutContent /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'A propos' })).toHaveAttribute('aria-current', 'page');
    await expect(within(canvas.getByRole('main')).getAllByRole('heading', { level: 1 })).toHaveLength(1);
  },
};

export const WithAboutPageOnPhone: Story = {
  args: { activePath: '/about', children: <AboutContent /> },
  globals: phoneViewport,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectPhoneFit(canvasElement);
    await expect(canvas.getByRole('link', { name: 'A propos' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('heading', { level: 1, name: 'A propos de Lapin' })).toBeVisible();
  },
};
