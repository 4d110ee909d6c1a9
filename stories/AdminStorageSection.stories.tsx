import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { phoneViewport } from '../.storybook/viewports.ts';
import { AdminStorageSection } from '../src/screens/AdminStorageSection.tsx';
import type { RootStore } from '../src/stores/RootStore.ts';
import { sampleAdmin } from '../src/testing/fakeAccountsApi.ts';
import { fakeBackupApi, sampleStorage } from '../src/testing/fakeBackupApi.ts';
import { withStores } from './support/withStores.tsx';

const asAdmin = ({ accounts }: RootStore) => void Object.assign(accounts, { userInfo: sampleAdmin, userToken: true });

const meta = {
  title: 'Screens/AdminStorageSection',
  component: AdminStorageSection,
  parameters: { route: '/app/admin' },
  decorators: [withStores({ api: { backup: fakeBackupApi() }, arrange: asAdmin })],
} satisfies Meta<typeof AdminStorageSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const panel = within(await within(canvasElement).findByRole('region', { name: 'Stockage' }));
    await expect(await panel.findByText('Dernière sauvegarde : 23/11/2026 03:15, 19,3 Go (vérifiée)')).toBeVisible();
    await expect(panel.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Photos12,4 Go', 'Vidéos6,8 Go', 'Base de données48 Mo', 'Sauvegardes19,3 Go', 'Libre41,5 Go']);
  },
};

export const FilledOnPhone: Story = { ...Filled, globals: phoneViewport };

export const Loading: Story = {
  // The sizes take a while to come: the panel says it is reading them.
  decorators: [withStores({ api: { backup: fakeBackupApi({ delayMs: 60_000 }) }, arrange: asAdmin })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('progressbar', { name: 'Lecture de la place occupée…' })).toBeInTheDocument();
  },
};

export const CannotRead: Story = {
  decorators: [withStores({ api: { backup: fakeBackupApi({ failWith: 'Le serveur est indisponible' }) }, arrange: asAdmin })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('La place occupée n’a pas pu être lue : Le serveur est indisponible')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Réessayer' })).toBeEnabled();
  },
};

export const RefusedDiskFullOnPhone: Story = {
  globals: phoneViewport,
  decorators: [
    withStores({
      api: {
        backup: fakeBackupApi({
          storage: { ...sampleStorage, freeBytes: 900 * 1024 ** 2 },
          refuseBackupWith: 'Le disque du serveur est plein : la sauvegarde (environ 38,4 Go) n’y tiendrait pas sans entamer les 512 Mo gardés pour la base.',
        }),
      },
      arrange: asAdmin,
    }),
  ],
  play: async ({ canvasElement }) => {
    const panel = within(await within(canvasElement).findByRole('region', { name: 'Stockage' }));
    await userEvent.click(await panel.findByRole('button', { name: 'Sauvegarder maintenant' }));
    await expect(await panel.findByText(/^Le disque du serveur est plein : la sauvegarde \(environ 38,4 Go\)/)).toBeVisible();
  },
};
