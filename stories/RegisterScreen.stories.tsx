import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { RegisterScreen } from '../src/screens/RegisterScreen.tsx';
import { withStores } from './support/withStores.tsx';
import { fakeAccountsApi } from '../src/testing/fakeAccountsApi.ts';
import { fakePushApi, fakePushDevice } from '../src/testing/fakePushApi.ts';
import { notificationOfferTexts } from '../src/components/NotificationOffer.tsx';
import type { Registration } from '../src/api/accountsApi.ts';

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

const offerAccounts = fakeAccountsApi();
const registered: Registration[] = [];
const sendRegister = offerAccounts.register.bind(offerAccounts);
offerAccounts.register = async (body) => {
  registered.push(body);
  return sendRegister(body);
};
const offerDevice = fakePushDevice();

export const OffersNotifications: Story = {
  decorators: [withStores({ api: { accounts: offerAccounts, push: fakePushApi(), pushDevice: offerDevice } })],
  beforeEach: () => {
    registered.length = 0;
    offerDevice.asked = 0;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const offer = canvas.getByRole('checkbox', { name: notificationOfferTexts.label });
    await expect(offerDevice.asked).toBe(0);
    await userEvent.click(offer);
    await waitFor(() => expect(offer).toBeChecked());
    await expect(offerDevice.asked).toBe(1);
    await fillForm(canvasElement);
    await expect(await canvas.findByText('Écran de connexion')).toBeInTheDocument();
    await expect(registered).toHaveLength(1);
    await expect(registered[0]?.subscription?.endpoint).toContain('fcm.googleapis.com');
  },
};
