import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { phoneViewport } from '../.storybook/viewports.ts';
import { AdminStoragePanel } from '../src/components/AdminStoragePanel.tsx';
import { idleBackupRun, sampleStorage } from '../src/testing/fakeBackupApi.ts';

const GB = 1024 ** 3;
const MB = 1024 ** 2;

const meta = {
  title: 'Components/AdminStoragePanel',
  component: AdminStoragePanel,
  args: { starting: false, onBackupNow: fn(), onRetry: fn() },
} satisfies Meta<typeof AdminStoragePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const running = { ...idleBackupRun, state: 'running' as const, done: 1_240, total: 3_182, startedAt: 1 };
const refusal =
  "Le disque du serveur est plein : la sauvegarde (environ 19,3 Go) n'y tiendrait pas sans entamer les 512 Mo gardés pour la base. Libérez de la place, ou rangez les sauvegardes (BACKUP_DIR) sur un autre disque.";

export const Loading: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Lecture de la place occupée…' })).toBeInTheDocument();
  },
};

export const CannotRead: Story = {
  args: { error: 'Le serveur est indisponible' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('La place occupée n’a pas pu être lue : Le serveur est indisponible')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Réessayer' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Filled: Story = {
  args: { storage: sampleStorage },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const region = within(canvas.getByRole('region', { name: 'Stockage' }));
    const rows = region.getAllByRole('listitem').map((item) => item.textContent);
    await expect(rows).toEqual(['Photos12,4 Go', 'Vidéos6,8 Go', 'Base de données48 Mo', 'Sauvegardes19,3 Go', 'Libre41,5 Go']);
    await expect(region.getByText('Dont 512 Mo gardés pour la base : photos, vidéos et sauvegardes n’y touchent pas.')).toBeVisible();
    await expect(region.getByText('Dernière sauvegarde : 23/11/2026 03:15, 19,3 Go (vérifiée)')).toBeVisible();
    await userEvent.click(region.getByRole('button', { name: 'Sauvegarder maintenant' }));
    await expect(args.onBackupNow).toHaveBeenCalledOnce();
  },
};

export const FilledPhone: Story = { ...Filled, globals: phoneViewport };

export const NoBackupYet: Story = {
  args: { storage: { ...sampleStorage, photosBytes: 0, videosBytes: 0, databaseBytes: 420 * 1024, backupsBytes: 0, lastBackup: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Aucune sauvegarde pour l’instant.')).toBeVisible();
    await expect(canvas.getByText('Photos').closest('li')).toHaveTextContent('0 Ko');
    await expect(canvas.getByRole('button', { name: 'Sauvegarder maintenant' })).toBeEnabled();
  },
};

export const BackupsOff: Story = {
  args: { storage: { ...sampleStorage, backupsEnabled: false, backupsBytes: 0, lastBackup: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/démarrez Lapin avec BACKUP_DIR/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Sauvegarder maintenant' })).toBeNull();
  },
};

export const Starting: Story = {
  args: { storage: sampleStorage, starting: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Démarrage…' })).toBeDisabled();
  },
};

export const BackupRunning: Story = {
  args: { storage: { ...sampleStorage, run: running } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'Avancement de la sauvegarde' })).toHaveAttribute('aria-valuenow', '39');
    await expect(canvas.getByRole('status')).toHaveTextContent('Sauvegarde en cours : 1240 fichiers sur 3182');
    await expect(canvas.getByRole('button', { name: 'Sauvegarder maintenant' })).toBeDisabled();
  },
};

export const BackupRunningPhone: Story = { ...BackupRunning, globals: phoneViewport };

export const BackupDone: Story = {
  args: { storage: { ...sampleStorage, run: { ...running, state: 'done', done: 3_182, total: 3_182, finishedAt: 2, bytes: Math.round(19.4 * GB) } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Sauvegarde terminée et vérifiée (19,4 Go).');
    await expect(canvas.getByRole('button', { name: 'Sauvegarder maintenant' })).toBeEnabled();
  },
};

export const BackupFailed: Story = {
  args: {
    storage: {
      ...sampleStorage,
      run: { ...running, state: 'failed', finishedAt: 2, message: 'La sauvegarde a échoué ; le détail est dans le journal du serveur. Les sauvegardes précédentes sont intactes.' },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(/^La sauvegarde n’a pas abouti : La sauvegarde a échoué/);
  },
};

export const RefusedDiskFull: Story = {
  args: { storage: { ...sampleStorage, freeBytes: 900 * MB }, refusal },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(refusal)).toBeVisible();
    await expect(canvas.getByText('Libre').closest('li')).toHaveTextContent('900 Mo');
  },
};

export const RefusedDiskFullPhone: Story = { ...RefusedDiskFull, globals: phoneViewport };

export const BelowReserve: Story = {
  args: { storage: { ...sampleStorage, freeBytes: 300 * MB } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Il reste moins que la réserve de 512 Mo');
  },
};

export const LongText: Story = {
  args: {
    storage: { ...sampleStorage, photosBytes: 1_234 * GB, videosBytes: 987 * GB, freeBytes: 2_048 * GB, reserveBytes: 999_999 * MB, backupsBytes: 3_456 * GB },
    refusal: `${refusal} ${refusal}`,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Photos').closest('li')).toHaveTextContent('1 234 Go');
    await expect(canvas.getByText(/Dont 976,56 Go gardés pour la base/)).toBeVisible();
  },
};

export const LongTextPhone: Story = { ...LongText, globals: phoneViewport };
