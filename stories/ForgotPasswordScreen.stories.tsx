import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ForgotPasswordScreen } from '../src/screens/ForgotPasswordScreen.tsx';
import { LoginScreen } from '../src/screens/LoginScreen.tsx';
import { PublicShell } from '../src/screens/PublicShell.tsx';
import { withStores } from './support/withStores.tsx';
import { FAKE_RESET_CODE, fakeAccountsApi, type FakeAccountsApiOptions } from '../src/testing/fakeAccountsApi.ts';
import { phoneViewport } from '../.storybook/viewports.ts';

const meta = {
  title: 'Screens/ForgotPasswordScreen',
  component: ForgotPasswordScreen,
  parameters: { route: '/mot-de-passe-oublie', layout: 'fullscreen' },
  render: () => (
    <Routes>
      <Route element={<PublicShell />}>
        <Route path="/" element={<LoginScreen />} />
        <Route path="/mot-de-passe-oublie" element={<ForgotPasswordScreen />} />
      </Route>
    </Routes>
  ),
} satisfies Meta<typeof ForgotPasswordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

function server(options: FakeAccountsApiOptions = {}) {
  const api = fakeAccountsApi(options);
  return { api, decorator: withStores({ api: { accounts: api } }) };
}

async function fill(canvasElement: HTMLElement, code: string, password = 'nouveau-secret', confirmation = password) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText('Email'), 'marie@example.org');
  await userEvent.type(canvas.getByLabelText('Code'), code);
  await userEvent.type(canvas.getByLabelText('Nouveau mot de passe'), password);
  await userEvent.type(canvas.getByLabelText('Confirmation du nouveau mot de passe'), confirmation);
  await userEvent.click(canvas.getByRole('button', { name: 'Changer le mot de passe' }));
  return canvas;
}

export const Empty: Story = {
  decorators: [server().decorator],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Mot de passe oublié ?' })).toBeVisible();
    await expect(canvas.getByText(/administrateur de la famille/)).toBeVisible();
    await expect(canvas.getByText(/valable 24 heures/)).toBeVisible();
    for (const label of ['Email', 'Code', 'Nouveau mot de passe', 'Confirmation du nouveau mot de passe']) {
      await expect(canvas.getByLabelText(label)).toHaveValue('');
    }
    await expect(canvas.getByRole('link', { name: 'Retour à la connexion' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(document.title).toBe('Mot de passe oublié · Le terrier de Lapin'));
  },
};

const refused = server();
export const ServerRefusal: Story = {
  decorators: [refused.decorator],
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, 'FAUXCODE22');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(/^Ce code ne convient pas : il est faux, déjà utilisé ou expiré/);
    await expect(refused.api.calls).toEqual(['reset marie%40example.org FAUXCODE22']);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Mot de passe oublié ?' })).toBeVisible();
  },
};

export const TooManyTries: Story = {
  decorators: [server({ accountError: { message: "Trop d'essais de code, réessayez dans 2 minutes", status: 429 } }).decorator],
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, FAKE_RESET_CODE);
    await expect(await canvas.findByRole('alert')).toHaveTextContent("Trop d'essais de code, réessayez dans 2 minutes");
  },
};

const mismatch = server();
export const PasswordMismatch: Story = {
  decorators: [mismatch.decorator],
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, FAKE_RESET_CODE, 'nouveau-secret', 'autre-secret');
    await expect(await canvas.findByText('Les mots de passe ne correspondent pas')).toBeVisible();
    await expect(mismatch.api.calls).toEqual([]);
  },
};

const success = server();
export const SuccessNavigatesToLogin: Story = {
  decorators: [success.decorator],
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, FAKE_RESET_CODE);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Mot de passe changé. Connectez-vous avec le nouveau.');
    await expect(canvas.getByRole('button', { name: 'Se connecter' })).toBeVisible();
    await expect(success.api.calls).toEqual([`reset marie%40example.org ${FAKE_RESET_CODE}`]);
  },
};

export const OnPhone: Story = {
  decorators: [server().decorator],
  globals: phoneViewport,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Mot de passe oublié ?' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    const button = canvas.getByRole('button', { name: 'Changer le mot de passe' }).getBoundingClientRect();
    await expect(button.height).toBeGreaterThanOrEqual(44);
    await expect(button.right).toBeLessThanOrEqual(window.innerWidth);
    for (const label of ['Email', 'Code', 'Nouveau mot de passe', 'Confirmation du nouveau mot de passe']) {
      const box = canvas.getByLabelText(label).getBoundingClientRect();
      await expect(box.height, label).toBeGreaterThanOrEqual(44);
      await expect(box.right, label).toBeLessThanOrEqual(window.innerWidth);
    }
  },
};
