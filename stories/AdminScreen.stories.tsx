import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { phoneViewport } from '../.storybook/viewports.ts';
import { AdminScreen } from '../src/screens/AdminScreen.tsx';
import type { RootStore } from '../src/stores/RootStore.ts';
import { withStores } from './support/withStores.tsx';
import { fakeAccountsAdminApi, sampleAdmin, sampleUser } from '../src/testing/fakeAccountsApi.ts';
import { fakeBackupApi, sampleStorage } from '../src/testing/fakeBackupApi.ts';
import { sampleRows } from './support/sampleUsers.ts';

const meta = {
  title: 'Screens/AdminScreen',
  component: AdminScreen,
  parameters: { route: '/app/admin' },
} satisfies Meta<typeof AdminScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const asAdmin = ({ accounts }: RootStore) => void Object.assign(accounts, { userInfo: sampleAdmin, userToken: true });

// Paul (id 1) is the signed-in admin: like the real server, the fake refuses his own status change.
// A fixed code and expiry (local time), so the dialog reads the same on every run.
const issued = { code: 'K7MQ4XRT9C', expires: new Date(2025, 7, 24, 9, 30).getTime() };
const adminStores = () =>
  withStores({ api: { accountsAdmin: fakeAccountsAdminApi(sampleRows, { selfId: sampleAdmin.id, resetCode: issued }) }, arrange: asAdmin });

const reset = 'Code de réinitialisation';
const promote = 'Nommer administrateur';
const demote = "Retirer le rôle d'administrateur";

async function expectOneMainHeading(canvasElement: HTMLElement) {
  const h1s = within(canvasElement).getAllByRole('heading', { level: 1 });
  await expect(h1s.map((heading) => heading.textContent)).toEqual(['Administration']);
}

export const Admin: Story = {
  decorators: [adminStores()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = (await canvas.findByRole('rowheader', { name: 'Marie' })).closest('tr');
    if (!row) throw new Error('Marie has no row');
    await expectOneMainHeading(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Utilisateurs' })).toBeInTheDocument();
    await expect(canvas.getByRole('region', { name: 'Utilisateurs' })).toContainElement(row);
    // From the keyboard: the pressed button goes away with the change, and focus comes back to
    // the row's pseudo, next to its new buttons, instead of falling to the top of the page.
    within(row).getByRole('button', { name: 'Autoriser' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(await within(row).findByRole('button', { name: 'Bannir' })).toBeInTheDocument();
    await expect(within(row).queryByRole('button', { name: 'Autoriser' })).toBeNull();
    await expect(within(row).getByText('Autorisé')).toBeInTheDocument();
    await waitFor(() => expect(canvas.getByRole('rowheader', { name: 'Marie' })).toHaveFocus());
    await userEvent.tab();
    await expect(within(row).getByRole('button', { name: promote })).toHaveFocus();
  },
};

const cardOf = async (canvasElement: HTMLElement, pseudo: string) => {
  const card = (await within(canvasElement).findByRole('heading', { level: 3, name: pseudo })).closest('li');
  if (!card) throw new Error(`no card for ${pseudo}`);
  return within(card);
};

const expectNoSidewaysScroll = () => expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);

export const PhoneGrantThenDelete: Story = {
  globals: phoneViewport,
  decorators: [adminStores()],
  play: async ({ canvasElement }) => {
    const marie = await cardOf(canvasElement, 'Marie');
    await expectOneMainHeading(canvasElement);
    await expect(within(canvasElement).queryByRole('table')).toBeNull();
    await expectNoSidewaysScroll();

    const status = marie.getByText('En attente');
    const buttons = marie.getAllByRole('button');
    await expect(buttons.map((button) => button.textContent)).toEqual(['Autoriser', 'Supprimer', 'Bannir', reset]);
    for (const element of [status, ...buttons]) {
      const box = element.getBoundingClientRect();
      await expect(box.left).toBeGreaterThanOrEqual(0);
      await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    }
    for (const button of buttons) await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);

    await userEvent.click(marie.getByRole('button', { name: 'Autoriser' }));
    await expect(await marie.findByText('Autorisé')).toBeInTheDocument();
    // Granted, Marie may now be promoted.
    await expect(marie.getAllByRole('button').map((button) => button.textContent)).toEqual(['Supprimer', 'Bannir', reset, promote]);

    // Annuler keeps Marie as she is.
    await userEvent.click(marie.getByRole('button', { name: 'Supprimer' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Supprimer le compte de Marie ?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(marie.getByText('Autorisé')).toBeInTheDocument();

    await userEvent.click(marie.getByRole('button', { name: 'Supprimer' }));
    const again = await screen.findByRole('alertdialog', { name: 'Supprimer le compte de Marie ?' });
    const confirm = within(again).getByRole('button', { name: 'Supprimer' });
    await expect(confirm.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await userEvent.click(confirm);
    await expect(await marie.findByText('Supprimé')).toBeInTheDocument();
    await expect(marie.queryAllByRole('button')).toEqual([]);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expectNoSidewaysScroll();
  },
};

// Paul is the signed-in admin: his own row offers no Bannir or Supprimer, which the server
// refuses, while the others keep theirs.
export const OwnAccount: Story = {
  decorators: [adminStores()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = (await canvas.findByRole('rowheader', { name: 'Paul' })).closest('tr');
    if (!row) throw new Error('Paul has no row');
    await expect(within(row).getByText('Autorisé')).toBeInTheDocument();
    await expect(within(row).queryByRole('button', { name: 'Bannir' })).toBeNull();
    await expect(within(row).queryByRole('button', { name: 'Supprimer' })).toBeNull();
    await expect(within(row).getByRole('button', { name: reset })).toBeEnabled();
    const other = canvas.getByRole('rowheader', { name: 'Hélène' }).closest('tr');
    if (!other) throw new Error('Hélène has no row');
    await expect(within(other).getByRole('button', { name: 'Supprimer' })).toBeEnabled();
  },
};

export const PhoneOwnAccount: Story = {
  globals: phoneViewport,
  decorators: [adminStores()],
  play: async ({ canvasElement }) => {
    const paul = await cardOf(canvasElement, 'Paul');
    await expect(paul.queryByRole('button', { name: 'Bannir' })).toBeNull();
    await expect(paul.queryByRole('button', { name: 'Supprimer' })).toBeNull();
    await expect(paul.getByRole('button', { name: reset })).toBeEnabled();
    await expectNoSidewaysScroll();
  },
};

export const NotAdmin: Story = {
  decorators: [withStores({ arrange: ({ accounts }) => void Object.assign(accounts, { userInfo: sampleUser, userToken: true }) })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('NOT ADMIN');
    await expectOneMainHeading(canvasElement);
    await expect(canvas.queryByRole('heading', { name: 'Utilisateurs' })).toBeNull();
  },
};

const unavailable = 'Le serveur est indisponible';

export const UsersCannotLoad: Story = {
  decorators: [
    withStores({
      api: { accountsAdmin: fakeAccountsAdminApi([], { failWith: unavailable }), backup: fakeBackupApi({ failWith: unavailable }) },
      arrange: asAdmin,
    }),
  ],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Le serveur est indisponible')).toBeInTheDocument();
    await expect(within(canvasElement).queryByText('Aucun utilisateur')).toBeNull();
  },
};

export const LowDisk: Story = {
  decorators: [
    withStores({
      api: {
        accountsAdmin: fakeAccountsAdminApi(sampleRows, { selfId: sampleAdmin.id }),
        backup: fakeBackupApi({ diskStatus: { freeMb: 300, minFreeMb: 512, low: true } }),
      },
      arrange: asAdmin,
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const warning = await canvas.findByText('Le disque du serveur est presque plein : il reste 300 Mo. Les envois de photos sont refusés sous 512 Mo.');
    await expect(warning.closest('[role="status"]')).toBeVisible();
    // Above the users: the first thing the admin reads.
    await expect(warning.compareDocumentPosition(canvas.getByRole('heading', { level: 2, name: 'Utilisateurs' }))).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  },
};

const rowOf = async (canvasElement: HTMLElement, pseudo: string) => {
  const row = (await within(canvasElement).findByRole('rowheader', { name: pseudo })).closest('tr');
  if (!row) throw new Error(`${pseudo} has no row`);
  return within(row);
};

async function expectCodeDialog(pseudo: string) {
  const dialog = await screen.findByRole('dialog', { name: `Code de réinitialisation pour ${pseudo}` });
  await expect(within(dialog).getByTestId('reset-code')).toHaveTextContent('K7MQ4 XRT9C');
  await expect(within(dialog).getByText("Valable jusqu'au 24/08/2025 09:30")).toBeInTheDocument();
  return within(dialog);
}

export const IssueResetCode: Story = {
  decorators: [adminStores()],
  play: async ({ canvasElement }) => {
    const jean = await rowOf(canvasElement, 'Jean Baptiste');
    await userEvent.click(jean.getByRole('button', { name: reset }));
    const dialog = await expectCodeDialog('Jean Baptiste');
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Fermer' })).toHaveFocus());
    await userEvent.click(dialog.getByRole('button', { name: 'Fermer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Focus returns to the button that opened it, once the dialog's exit transition has run.
    await waitFor(() => expect(jean.getByRole('button', { name: reset })).toHaveFocus());
  },
};

export const PhoneIssueResetCode: Story = {
  globals: phoneViewport,
  decorators: [adminStores()],
  play: async ({ canvasElement }) => {
    const helene = await cardOf(canvasElement, 'Hélène');
    // A banned relative may still get a code, for when the admin lets them back in.
    await userEvent.click(helene.getByRole('button', { name: reset }));
    const dialog = await expectCodeDialog('Hélène');
    for (const button of dialog.getAllByRole('button')) {
      const box = button.getBoundingClientRect();
      await expect(box.left).toBeGreaterThanOrEqual(0);
      await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
      await expect(box.height).toBeGreaterThanOrEqual(44);
    }
    const code = dialog.getByTestId('reset-code');
    await expect(code.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expectNoSidewaysScroll();
  },
};

export const PromoteMember: Story = {
  decorators: [adminStores()],
  play: async ({ canvasElement }) => {
    const jean = await rowOf(canvasElement, 'Jean Baptiste');
    await expect(jean.getByText('Membre')).toBeInTheDocument();
    await userEvent.click(jean.getByRole('button', { name: promote }));
    await expect(await jean.findByRole('button', { name: demote })).toBeEnabled();
    await expect(jean.getByText('Administrateur')).toBeInTheDocument();
    await expect(jean.queryByRole('button', { name: promote })).toBeNull();
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
  },
};

export const LastAdminRefused: Story = {
  decorators: [adminStores()],
  play: async ({ canvasElement }) => {
    const paul = await rowOf(canvasElement, 'Paul');
    await userEvent.click(paul.getByRole('button', { name: demote }));
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('Il doit rester au moins un administrateur : nommez-en un autre avant');
    await expect(paul.getByText('Administrateur')).toBeInTheDocument();
    await expect(paul.getByRole('button', { name: demote })).toBeEnabled();
  },
};

export const PhoneLastAdminRefused: Story = {
  globals: phoneViewport,
  decorators: [adminStores()],
  play: async ({ canvasElement }) => {
    const paul = await cardOf(canvasElement, 'Paul');
    await userEvent.click(paul.getByRole('button', { name: demote }));
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('Il doit rester au moins un administrateur');
    const box = alert.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    await expectNoSidewaysScroll();
  },
};

export const StorageBackupNow: Story = {
  decorators: [
    withStores({
      api: {
        accountsAdmin: fakeAccountsAdminApi(sampleRows, { selfId: sampleAdmin.id }),
        backup: fakeBackupApi({
          storage: { ...sampleStorage, backupsBytes: 0, lastBackup: null },
          backupStatus: { enabled: true, intervalHours: 24, keep: 7, last: null, stale: true },
        }),
      },
      arrange: asAdmin,
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const panel = within(await canvas.findByRole('region', { name: 'Stockage' }));
    await expect(await panel.findByText('Aucune sauvegarde pour l’instant.')).toBeVisible();
    await userEvent.click(panel.getByRole('button', { name: 'Sauvegarder maintenant' }));
    await expect(await panel.findByText('Sauvegarde terminée et vérifiée (19,4 Go).', {}, { timeout: 5000 })).toBeVisible();
    await expect(await panel.findByText('Dernière sauvegarde : 29/11/2026 10:00, 19,4 Go (vérifiée)')).toBeVisible();
  },
};

export const StorageRefusedDiskFull: Story = {
  decorators: [
    withStores({
      api: {
        accountsAdmin: fakeAccountsAdminApi(sampleRows, { selfId: sampleAdmin.id }),
        backup: fakeBackupApi({
          storage: { ...sampleStorage, freeBytes: 900 * 1024 ** 2 },
          refuseBackupWith:
            "Le disque du serveur est plein : la sauvegarde (environ 38,4 Go) n'y tiendrait pas sans entamer les 512 Mo gardés pour la base. Libérez de la place, ou rangez les sauvegardes (BACKUP_DIR) sur un autre disque.",
        }),
      },
      arrange: asAdmin,
    }),
  ],
  globals: phoneViewport,
  play: async ({ canvasElement }) => {
    const panel = within(await within(canvasElement).findByRole('region', { name: 'Stockage' }));
    await userEvent.click(await panel.findByRole('button', { name: 'Sauvegarder maintenant' }));
    await expect(await panel.findByText(/^Le disque du serveur est plein : la sauvegarde \(environ 38,4 Go\)/)).toBeVisible();
  },
};
