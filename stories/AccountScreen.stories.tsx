import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppShell } from '../src/screens/AppShell.tsx';
import { AccountScreen } from '../src/screens/AccountScreen.tsx';
import { withStores } from './support/withStores.tsx';
import { FAKE_PASSWORD, fakeAccountsApi, sampleUser, type FakeAccountsApiOptions } from '../src/testing/fakeAccountsApi.ts';
import { phoneViewport } from '../.storybook/viewports.ts';
import { fakePushApi, fakePushDevice } from '../src/testing/fakePushApi.ts';
import { notificationTexts } from '../src/components/NotificationSettings.tsx';

const meta = {
  title: 'Screens/AccountScreen',
  component: AccountScreen,
  parameters: { route: '/app/compte', layout: 'fullscreen' },
  // Inside the shell, so both sign-outs can be seen leading to the login page.
  render: () => (
    <Routes>
      <Route path="/app" element={<AppShell />}>
        <Route path="/app/compte" element={<AccountScreen />} />
      </Route>
      <Route path="/" element={<p>Écran de connexion</p>} />
    </Routes>
  ),
} satisfies Meta<typeof AccountScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

function signedIn(options: FakeAccountsApiOptions = {}) {
  const api = fakeAccountsApi(options);
  const decorator = withStores({ api: { accounts: api }, arrange: ({ accounts }) => void Object.assign(accounts, { userInfo: sampleUser, userToken: true }) });
  return { api, decorator };
}

async function fill(canvasElement: HTMLElement, current: string, next: string, confirmation = next) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText('Mot de passe actuel'), current);
  await userEvent.type(canvas.getByLabelText('Nouveau mot de passe'), next);
  await userEvent.type(canvas.getByLabelText('Confirmation du nouveau mot de passe'), confirmation);
  return canvas;
}

export const Empty: Story = {
  decorators: [signedIn().decorator],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Mon compte' })).toBeVisible();
    await expect(canvas.getByText('Connecté en tant que Marie')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Changer le mot de passe' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Se déconnecter de tous les appareils' })).toBeVisible();
    await expect(canvas.getByText('Au moins 8 caractères')).toBeVisible();
    await expect(within(canvas.getByRole('navigation')).getByRole('button', { name: 'Mon compte' })).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(document.title).toBe('Mon compte · Le terrier de Lapin'));
  },
};

const filled = signedIn();
export const Filled: Story = {
  decorators: [filled.decorator],
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, FAKE_PASSWORD, 'nouveau-secret');
    await expect(canvas.getByLabelText('Mot de passe actuel')).toHaveValue(FAKE_PASSWORD);
    await expect(canvas.getByLabelText('Confirmation du nouveau mot de passe')).toHaveValue('nouveau-secret');
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(filled.api.calls).not.toContain('password nouveau-secret');
  },
};

const changed = signedIn();
export const Success: Story = {
  decorators: [changed.decorator],
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, FAKE_PASSWORD, 'nouveau-secret');
    await userEvent.click(canvas.getByRole('button', { name: 'Changer le mot de passe' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Mot de passe changé. Vos autres appareils ont été déconnectés.');
    await expect(changed.api.calls).toContain('password nouveau-secret');
    // Typed passwords do not stay on the screen.
    await expect(canvas.getByLabelText('Mot de passe actuel')).toHaveValue('');
    await expect(canvas.getByLabelText('Nouveau mot de passe')).toHaveValue('');
    await expect(canvas.getByText('Connecté en tant que Marie')).toBeVisible();
  },
};

const mismatch = signedIn();
export const PasswordMismatch: Story = {
  decorators: [mismatch.decorator],
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, FAKE_PASSWORD, 'nouveau-secret', 'nouveau-secrte');
    await userEvent.click(canvas.getByRole('button', { name: 'Changer le mot de passe' }));
    await expect(await canvas.findByText('Les mots de passe ne correspondent pas')).toBeVisible();
    await expect(canvas.getByLabelText('Confirmation du nouveau mot de passe')).toHaveAttribute('aria-invalid', 'true');
    await expect(mismatch.api.calls.filter((call) => call.startsWith('password'))).toEqual([]);
  },
};

const short = signedIn();
export const PasswordTooShort: Story = {
  decorators: [short.decorator],
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, FAKE_PASSWORD, 'court');
    await userEvent.click(canvas.getByRole('button', { name: 'Changer le mot de passe' }));
    await expect(await canvas.findByText('Le mot de passe doit contenir au moins 8 caractères')).toBeVisible();
    await expect(short.api.calls.filter((call) => call.startsWith('password'))).toEqual([]);
  },
};

export const ServerRefusal: Story = {
  decorators: [signedIn().decorator],
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, 'pas-le-bon', 'nouveau-secret');
    await userEvent.click(canvas.getByRole('button', { name: 'Changer le mot de passe' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent("L'ancien mot de passe est incorrect");
    await expect(canvas.queryByRole('status')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Changer le mot de passe' })).toBeEnabled();
  },
};

export const Changing: Story = {
  decorators: [signedIn({ delayMs: 60_000 }).decorator],
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement, FAKE_PASSWORD, 'nouveau-secret');
    await userEvent.click(canvas.getByRole('button', { name: 'Changer le mot de passe' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: /Changer le mot de passe/ })).toBeDisabled());
    await expect(canvas.getByLabelText('Chargement...')).toBeInTheDocument();
  },
};

const everywhere = signedIn();
export const SignOutEverywhereConfirmation: Story = {
  decorators: [everywhere.decorator],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Se déconnecter de tous les appareils' }));
    const body = within(document.body);
    const dialog = within(await body.findByRole('alertdialog', { name: 'Se déconnecter de tous les appareils ?' }));
    await expect(dialog.getByText(/celui-ci compris/)).toBeVisible();
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Annuler' })).toHaveFocus());
    await expect(dialog.getByRole('button', { name: 'Tout déconnecter' })).toBeVisible();
    await expect(everywhere.api.calls).not.toContain('logoutAll');
  },
};

export const SignOutEverywhereCancelled: Story = {
  decorators: [signedIn().decorator],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Se déconnecter de tous les appareils' }));
    const body = within(document.body);
    await userEvent.click(within(await body.findByRole('alertdialog')).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(canvas.getByRole('heading', { level: 1, name: 'Mon compte' })).toBeVisible();
  },
};

const confirmed = signedIn();
export const SignOutEverywhereConfirmed: Story = {
  decorators: [confirmed.decorator],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Se déconnecter de tous les appareils' }));
    const dialog = within(await within(document.body).findByRole('alertdialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Tout déconnecter' }));
    await expect(await canvas.findByText('Écran de connexion')).toBeInTheDocument();
    await expect(confirmed.api.calls).toContain('logoutAll');
  },
};

export const SignOutEverywhereRefused: Story = {
  decorators: [signedIn({ accountError: { message: 'Le serveur ne répond pas, réessayez plus tard', status: 503 } }).decorator],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Se déconnecter de tous les appareils' }));
    await userEvent.click(within(await within(document.body).findByRole('alertdialog')).getByRole('button', { name: 'Tout déconnecter' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Le serveur ne répond pas, réessayez plus tard');
    await expect(canvas.getByRole('heading', { level: 1, name: 'Mon compte' })).toBeVisible();
  },
};

const leaving = signedIn();
export const SignOut: Story = {
  decorators: [leaving.decorator],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const main = within(canvas.getByRole('main'));
    await userEvent.click(main.getByRole('button', { name: 'Se déconnecter' }));
    await expect(await canvas.findByText('Écran de connexion')).toBeInTheDocument();
    await expect(leaving.api.calls).toContain('logout');
    // Not the guard's "show a white paw" page: the relative asked to leave.
    await expect(canvas.queryByText("Vous n'avez pas montré patte blanche")).toBeNull();
  },
};

export const OnPhone: Story = {
  decorators: [signedIn().decorator],
  globals: phoneViewport,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Mon compte' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    const main = within(canvas.getByRole('main'));
    await main.findByText('Chrome sur Android');
    for (const name of ['Changer le mot de passe', 'Se déconnecter de tous les appareils', 'Se déconnecter', 'Déconnecter Chrome sur Android']) {
      const box = main.getByRole('button', { name }).getBoundingClientRect();
      await expect(box.height, name).toBeGreaterThanOrEqual(44);
      await expect(box.left, name).toBeGreaterThanOrEqual(0);
      await expect(box.right, name).toBeLessThanOrEqual(window.innerWidth);
    }
    for (const label of ['Mot de passe actuel', 'Nouveau mot de passe', 'Confirmation du nouveau mot de passe']) {
      const box = main.getByLabelText(label).getBoundingClientRect();
      await expect(box.height, label).toBeGreaterThanOrEqual(44);
      await expect(box.right, label).toBeLessThanOrEqual(window.innerWidth);
    }
  },
};

const devices = signedIn();
export const EndsAnotherDevice: Story = {
  decorators: [devices.decorator],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Vos appareils connectés' });
    await within(list).findByText('Chrome sur Android');
    await expect(within(list).getByText('Cet appareil')).toBeVisible();
    await userEvent.click(within(list).getByRole('button', { name: 'Déconnecter Chrome sur Android' }));
    const dialog = within(await within(document.body).findByRole('alertdialog', { name: /^Déconnecter Chrome sur Android\s\?$/ }));
    await userEvent.click(dialog.getByRole('button', { name: 'Déconnecter' }));
    // The page behind stays hidden from assistive technology until the dialog has gone.
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(within(list).queryByText('Chrome sur Android')).toBeNull());
    await expect(devices.api.calls).toContain('endSession 2');
    // This device stays signed in, on its account page.
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Mon compte' })).toBeVisible();
  },
};

export const OnPhoneConfirmation: Story = {
  decorators: [signedIn().decorator],
  globals: phoneViewport,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Se déconnecter de tous les appareils' }));
    const dialog = await within(document.body).findByRole('alertdialog');
    const box = dialog.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    for (const name of ['Annuler', 'Tout déconnecter']) {
      await expect(within(dialog).getByRole('button', { name }).getBoundingClientRect().height, name).toBeGreaterThanOrEqual(44);
    }
  },
};

const pushApi = fakePushApi();
const pushDevice = fakePushDevice();

export const TurnsNotificationsOn: Story = {
  decorators: [
    withStores({
      api: { accounts: fakeAccountsApi(), push: pushApi, pushDevice },
      arrange: ({ accounts }) => void Object.assign(accounts, { userInfo: sampleUser, userToken: true }),
    }),
  ],
  beforeEach: () => {
    pushApi.subscriptions.length = 0;
    pushDevice.asked = 0;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const deviceSwitch = await canvas.findByRole('switch', { name: notificationTexts.device });
    // Nothing asked of the browser before the tap.
    await expect(pushDevice.asked).toBe(0);
    await userEvent.click(deviceSwitch);
    await waitFor(() => expect(deviceSwitch).toBeChecked());
    await expect(pushDevice.asked).toBe(1);
    await expect(pushApi.subscriptions).toHaveLength(1);
  },
};
