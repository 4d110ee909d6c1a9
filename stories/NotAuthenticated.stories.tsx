import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes, useLocation } from 'react-router-dom';
import { expect, userEvent, within } from 'storybook/test';
import { NotAuthenticated } from '../src/components/NotAuthenticated.tsx';
import { phoneViewport } from '../.storybook/viewports.ts';

function LoginProbe() {
  const { state } = useLocation();
  return <p>Connexion, puis {(state as { from?: string } | null)?.from ?? 'accueil'}</p>;
}

const meta = {
  title: 'Components/NotAuthenticated',
  component: NotAuthenticated,
  parameters: { layout: 'fullscreen', route: '/app' },
  render: (args) => (
    <Routes>
      <Route path="/app/*" element={<NotAuthenticated {...args} />} />
      <Route path="/" element={<LoginProbe />} />
    </Routes>
  ),
} satisfies Meta<typeof NotAuthenticated>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const main = within(canvas.getByRole('main'));
    await expect(main.getByRole('heading', { level: 1, name: "Vous n'avez pas montré patte blanche" })).toBeVisible();
    await expect(main.getByRole('img', { name: 'Logo de Lapin : un lapin' })).toBeVisible();
    const link = main.getByRole('link', { name: "S'authentifier" });
    await expect(link).toHaveAttribute('href', '/');
    await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.click(link);
    await expect(await canvas.findByText('Connexion, puis accueil')).toBeInTheDocument();
  },
};

export const CarriesTheWantedPage: Story = {
  args: { loginState: { from: '/app/article/5' } },
  parameters: { route: '/app/article/5' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: "S'authentifier" }));
    await expect(await canvas.findByText('Connexion, puis /app/article/5')).toBeInTheDocument();
  },
};

export const OnPhone: Story = {
  globals: phoneViewport,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    const heading = canvas.getByRole('heading', { level: 1, name: "Vous n'avez pas montré patte blanche" }).getBoundingClientRect();
    await expect(heading.right).toBeLessThanOrEqual(window.innerWidth);
    const link = canvas.getByRole('link', { name: "S'authentifier" }).getBoundingClientRect();
    await expect(link.height).toBeGreaterThanOrEqual(44);
    await expect(link.bottom).toBeLessThanOrEqual(window.innerHeight);
  },
};

export const SessionEndedByTheServer: Story = {
  args: { reason: "Votre accès a été suspendu par l'administrateur." },
  play: async ({ canvasElement }) => {
    const main = within(within(canvasElement).getByRole('main'));
    await expect(main.getByRole('alert')).toHaveTextContent("Votre accès a été suspendu par l'administrateur.");
    await expect(main.getByRole('link', { name: "S'authentifier" })).toBeVisible();
  },
};

export const SessionEndedOnAPhone: Story = {
  args: { reason: 'Session invalide ou expirée, reconnectez-vous' },
  globals: phoneViewport,
  play: async ({ canvasElement }) => {
    const main = within(within(canvasElement).getByRole('main'));
    const alert = main.getByRole('alert');
    await expect(alert.getBoundingClientRect().right).toBeLessThanOrEqual(390);
  },
};
