import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, userEvent, within } from 'storybook/test';
import { RegisterScreen } from '../src/screens/RegisterScreen.tsx';
import { withStores } from './support/withStores.tsx';
import { fakeAccountsApi } from '../src/testing/fakeAccountsApi.ts';

const meta = {
  title: 'Screens/RegisterScreen',
  component: RegisterScreen,
  parameters: { route: '/register' },
  render: () => (
    <Routes>
      <Route path="/register" element={<RegisterScreen />} />
      <Route path="/" element={<p>Écran de connexion</p>} />
    </Routes>
  ),
} satisfies Meta<typeof RegisterScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

async function fillForm(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText('Pseudo'), 'Zoé Martin');
  await userEvent.type(canvas.getByLabelText('Email'), 'zoe@example.org');
  await userEvent.type(canvas.getByLabelText('Mot de passe'), 'carottes-2025');
  await userEvent.type(canvas.getByLabelText('Confirmation mot de passe'), 'carottes-2025');
  await userEvent.click(canvas.getByRole('button', { name: "S'enregistrer" }));
  return canvas;
}

export const Idle: Story = {
  decorators: [withStores()],
  play: async ({ canvasElement }) => {
    const canvas = await fillForm(canvasElement);
    await expect(await canvas.findByText('Écran de connexion')).toBeInTheDocument();
  },
};

export const PseudoTaken: Story = {
  decorators: [withStores({ api: { accounts: fakeAccountsApi({ failWith: 'Ce pseudo est déjà utilisé' }) } })],
  play: async ({ canvasElement }) => {
    const canvas = await fillForm(canvasElement);
    await expect(await canvas.findByText('Ce pseudo est déjà utilisé')).toBeInTheDocument();
  },
};
