import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, userEvent, within } from 'storybook/test';
import { LoginScreen } from '../src/screens/LoginScreen.tsx';
import { withStores } from './support/withStores.tsx';
import { fakeUserApi } from '../src/testing/fakeApis.ts';

const meta = {
  title: 'Screens/LoginScreen',
  component: LoginScreen,
  render: () => (
    <Routes>
      <Route path="/" element={<LoginScreen />} />
      <Route path="/app" element={<p>Fil d’articles</p>} />
    </Routes>
  ),
} satisfies Meta<typeof LoginScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  decorators: [withStores()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email'), 'marie@example.org');
    await userEvent.type(canvas.getByLabelText('Mot de passe'), 'carottes-2025');
    await userEvent.click(canvas.getByRole('button', { name: 'Se connecter' }));
    await expect(await canvas.findByText('Fil d’articles')).toBeInTheDocument();
  },
};

export const AfterRegistration: Story = {
  decorators: [withStores({ arrange: (store) => void (store.auth.success = true) })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Compte créé. En attente de validation par l'admin")).toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: 'Pas de compte ?' })).toBeNull();
  },
};

export const RefusedByServer: Story = {
  decorators: [
    withStores({ api: { user: fakeUserApi({ failWith: "Votre compte est en attente de validation par l'admin" }) } }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email'), 'zoe@example.org');
    await userEvent.type(canvas.getByLabelText('Mot de passe'), 'carottes-2025');
    await userEvent.click(canvas.getByRole('button', { name: 'Se connecter' }));
    await expect(await canvas.findByText("Votre compte est en attente de validation par l'admin")).toBeInTheDocument();
  },
};
