import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { Typography } from '@mui/material';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppShell } from '../src/screens/AppShell.tsx';
import { withStores } from './support/withStores.tsx';
import { fakeAccountsApi, sampleAdmin, sampleUser } from '../src/testing/fakeAccountsApi.ts';
import { phoneViewport } from '../.storybook/viewports.ts';
import { memorySharedInbox, sharedFiles } from '../src/testing/memorySharedInbox.ts';
import { jpegFile } from './support/sampleFiles.ts';

const meta = {
  title: 'Screens/AppShell',
  component: AppShell,
  parameters: { route: '/app', layout: 'fullscreen' },
  render: () => (
    <Routes>
      <Route path="/app" element={<AppShell />}>
        <Route index element={<Typography variant="h1">Contenu de l’accueil</Typography>} />
        <Route path="/app/lapintube" element={<Typography variant="h1">Contenu du tube</Typography>} />
      </Route>
      <Route path="/" element={<p>Écran de connexion</p>} />
    </Routes>
  ),
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

const signedIn = withStores({ arrange: ({ accounts }) => void Object.assign(accounts, { userInfo: sampleUser, userToken: true }) });
const menuName = "Menu de l'espace connecté";

export const SignedInRelative: Story = {
  decorators: [signedIn],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // A wide screen starts with the entries in the bar.
    const nav = within(canvas.getByRole('navigation', { name: menuName }));
    await expect(canvas.getByRole('button', { name: 'Fermer le menu' })).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.queryByRole('button', { name: 'Admin' })).toBeNull();
    await expect(nav.getByRole('button', { name: 'Accueil' })).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(document.title).toBe('Accueil · Le terrier de Lapin'));
    await userEvent.click(nav.getByRole('button', { name: 'Lapintube' }));
    await expect(await canvas.findByRole('heading', { name: 'Contenu du tube' })).toBeInTheDocument();
    await expect(nav.getByRole('button', { name: 'Lapintube' })).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(document.title).toBe('Lapintube · Le terrier de Lapin'));
    await expect(canvas.getByText('Marie')).toBeVisible();
    await expect(canvas.getByText('FR')).toBeVisible();
  },
};

export const DesktopMenuToggles: Story = {
  decorators: [signedIn],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Fermer le menu' }));
    await expect(canvas.queryByRole('navigation', { name: menuName })).toBeNull();
    const toggle = canvas.getByRole('button', { name: 'Ouvrir le menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByText('Marie')).toBeVisible();
    await userEvent.click(toggle);
    await expect(canvas.getByRole('navigation', { name: menuName })).toBeVisible();
  },
};

export const SignedInAdmin: Story = {
  decorators: [
    withStores({
      api: { accounts: fakeAccountsApi({ loginAs: sampleAdmin }) },
      arrange: ({ accounts }) => void Object.assign(accounts, { userInfo: sampleAdmin, userToken: true }),
    }),
  ],
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: menuName }));
    await expect(nav.getByRole('button', { name: 'Admin' })).toBeVisible();
    await expect(within(canvasElement).getByText('Paul')).toBeVisible();
  },
};

export const PhoneMenuClosedByDefault: Story = {
  decorators: [signedIn],
  globals: phoneViewport,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('navigation', { name: menuName })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Ouvrir le menu' })).toHaveAttribute('aria-expanded', 'false');
    // One row of bar, then the screen: nothing pushes it down.
    const bar = canvas.getByRole('banner').getBoundingClientRect();
    await expect(bar.height).toBeLessThanOrEqual(64);
    const main = canvas.getByRole('main').getBoundingClientRect();
    await expect(main.top).toBe(bar.bottom);
    await expect(canvas.getByRole('heading', { level: 1 }).getBoundingClientRect().top).toBeLessThan(80);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    const language = canvas.getByText('FR').getBoundingClientRect();
    await expect(language.right).toBeLessThanOrEqual(window.innerWidth);
    await expect(canvas.getByText('Marie').getBoundingClientRect().right).toBeLessThan(language.left);
  },
};

export const PhoneDrawerChoiceNavigates: Story = {
  decorators: [signedIn],
  globals: phoneViewport,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Ouvrir le menu' }));
    const nav = within(await body.findByRole('navigation', { name: menuName }));
    await expect(nav.getByRole('button', { name: 'Accueil' })).toHaveAttribute('aria-current', 'page');
    const entry = nav.getByRole('button', { name: 'Lapintube' });
    await expect(entry.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.click(entry);
    // The drawer closes on the choice and the chosen screen shows, right under the bar.
    await expect(await canvas.findByRole('heading', { name: 'Contenu du tube' })).toBeVisible();
    await waitFor(() => expect(body.queryByRole('navigation', { name: menuName })).toBeNull());
    await waitFor(() => expect(document.querySelector('.MuiDrawer-root')).toBeNull());
    await expect(canvas.getByRole('button', { name: 'Ouvrir le menu' })).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(document.title).toBe('Lapintube · Le terrier de Lapin'));
    await expect(canvas.getByRole('heading', { name: 'Contenu du tube' }).getBoundingClientRect().top).toBeLessThan(80);
  },
};

export const PhoneDrawerEscapeCloses: Story = {
  decorators: [signedIn],
  globals: phoneViewport,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Ouvrir le menu' }));
    await body.findByRole('navigation', { name: menuName });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(document.querySelector('.MuiDrawer-root')).toBeNull());
    // Nothing was chosen: the relative stays where they were, back on the menu button.
    await expect(canvas.getByRole('heading', { name: 'Contenu de l’accueil' })).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Ouvrir le menu' })).toHaveFocus());
  },
};

export const NotSignedIn: Story = {
  decorators: [withStores()],
  parameters: { route: '/app/lapintube' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const main = within(canvas.getByRole('main'));
    await expect(main.getByRole('heading', { level: 1, name: "Vous n'avez pas montré patte blanche" })).toBeVisible();
    await expect(main.getByRole('link', { name: "S'authentifier" })).toHaveAttribute('href', '/');
    await expect(canvas.queryByRole('banner')).toBeNull();
    await waitFor(() => expect(document.title).toBe('Connexion requise · Le terrier de Lapin'));
  },
};

export const TokenNoLongerValid: Story = {
  decorators: [withStores({ arrange: ({ accounts }) => void Object.assign(accounts, { userInfo: sampleUser, userToken: false }) })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Lapintube' }));
    await expect(await canvas.findByText('Écran de connexion')).toBeInTheDocument();
  },
};

export const SessionRevoked: Story = {
  decorators: [
    withStores({
      api: { accounts: fakeAccountsApi({ revoked: new Set([sampleUser.userToken]) }) },
      arrange: ({ accounts }) => void Object.assign(accounts, { userInfo: sampleUser, userToken: true }),
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Lapintube' }));
    await expect(await canvas.findByText('Écran de connexion')).toBeInTheDocument();
  },
};

export const SignOutFromTheMenu: Story = {
  decorators: [signedIn],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = within(canvas.getByRole('navigation', { name: menuName }));
    await expect(nav.getByRole('button', { name: 'Mon compte' })).toBeVisible();
    await userEvent.click(nav.getByRole('button', { name: 'Se déconnecter' }));
    // The relative asked to leave: the login page, not the guard's page.
    await expect(await canvas.findByText('Écran de connexion')).toBeInTheDocument();
    await expect(canvas.queryByText("Vous n'avez pas montré patte blanche")).toBeNull();
  },
};

/** Léa shared three files from the gallery and has not sent them yet. */
const sharedWaiting = () =>
  memorySharedInbox(sharedFiles([jpegFile('plage.jpg'), jpegFile('forêt.jpg'), new File(['v'], 'vagues.mp4', { type: 'video/mp4' })]));

export const SignOutWithSharedFilesWaiting: Story = {
  decorators: [withStores({ ports: () => ({ sharedInbox: sharedWaiting() }), arrange: ({ accounts }) => void Object.assign(accounts, { userInfo: sampleUser, userToken: true }) })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    const nav = within(canvas.getByRole('navigation', { name: menuName }));
    await userEvent.click(nav.getByRole('button', { name: 'Se déconnecter' }));
    const dialog = await page.findByRole('alertdialog', { name: 'Se déconnecter ?' });
    await expect(dialog).toHaveTextContent('3 fichiers partagés attendent encore : ils seront retirés de cet appareil.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(page.queryByRole('alertdialog')).toBeNull());
    // Still signed in: the relative may go and send them first.
    await expect(canvas.getByText('Contenu de l’accueil')).toBeInTheDocument();
    await userEvent.click(nav.getByRole('button', { name: 'Se déconnecter' }));
    await userEvent.click(within(await page.findByRole('alertdialog')).getByRole('button', { name: 'Se déconnecter' }));
    await expect(await canvas.findByText('Écran de connexion')).toBeInTheDocument();
  },
};

export const PhoneSignOutWithSharedFilesWaiting: Story = {
  globals: phoneViewport,
  decorators: [withStores({ ports: () => ({ sharedInbox: sharedWaiting() }), arrange: ({ accounts }) => void Object.assign(accounts, { userInfo: sampleUser, userToken: true }) })],
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Ouvrir le menu' }));
    await userEvent.click(await page.findByRole('button', { name: 'Se déconnecter' }));
    const dialog = await page.findByRole('alertdialog', { name: 'Se déconnecter ?' });
    await expect(dialog).toHaveTextContent('Ils restent dans la galerie du téléphone');
    for (const button of within(dialog).getAllByRole('button')) await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};
