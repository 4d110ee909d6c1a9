import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@mui/material';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SearchEntry } from '../src/screens/SearchEntry.tsx';
import { phoneViewport } from '../.storybook/viewports.ts';
import { sampleUser } from '../src/testing/fakeAccountsApi.ts';
import { fakeSearchApi, type FakeSearchOptions } from '../src/testing/fakeSearchApi.ts';
import type { RootStore } from '../src/stores/RootStore.ts';
import { withStores } from './support/withStores.tsx';

// The top bar's search: the button, and on its first tap the panel's chunk, fetched then.
const signedIn = ({ accounts }: RootStore) => void Object.assign(accounts, { userInfo: sampleUser, userToken: true });
const withSearch = (options: FakeSearchOptions = {}) => withStores({ api: { search: fakeSearchApi(options) }, arrange: signedIn });

const meta = {
  title: 'Screens/SearchEntry',
  component: SearchEntry,
  // As in the top bar: white on the brown of the bar.
  decorators: [(Story) => <Box sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', p: 1, display: 'inline-flex' }}>{Story()}</Box>, withSearch()],
} satisfies Meta<typeof SearchEntry>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);
const open = async (canvasElement: HTMLElement) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Rechercher' }));
  return page().findByRole('dialog', { name: 'Recherche' }, { timeout: 10_000 });
};

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Rechercher' })).toHaveTextContent('Rechercher…');
    // Nothing of the panel before the first tap.
    await expect(page().queryByRole('dialog')).toBeNull();
  },
};

export const OpenedEmpty: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await expect(dialog).toHaveTextContent('Cherchez dans les articles, les commentaires, le chat, les photos, les vidéos et les lieux.');
    await expect(within(dialog).getByRole('combobox', { name: 'Rechercher dans Lapin' })).toHaveFocus();
  },
};

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await userEvent.keyboard('fromagerie');
    await expect(await within(dialog).findByRole('group', { name: 'Commentaires (1)' })).toBeVisible();
  },
};

export const Loading: Story = {
  decorators: [withSearch({ pending: true })],
  play: async ({ canvasElement }) => {
    await open(canvasElement);
    await userEvent.keyboard('chamo');
    await expect(await page().findByRole('progressbar', { name: 'Recherche en cours…' })).toBeVisible();
  },
};

export const Failed: Story = {
  decorators: [withSearch({ failWith: 'Le serveur est indisponible' })],
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await userEvent.keyboard('lac');
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('La recherche n’a pas abouti.');
  },
};

export const ClosedAndOpenedAgain: Story = {
  play: async ({ canvasElement }) => {
    let dialog = await open(canvasElement);
    await userEvent.keyboard('chamonix');
    await within(dialog).findByRole('group', { name: 'Lieux (1)' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page().queryByRole('dialog')).toBeNull());
    // The words and their results wait for the relative who comes back.
    dialog = await open(canvasElement);
    await expect(within(dialog).getByRole('combobox')).toHaveValue('chamonix');
    await expect(within(dialog).getByRole('group', { name: 'Lieux (1)' })).toBeVisible();
  },
};

export const FullScreenOnPhone: Story = {
  globals: phoneViewport,
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await userEvent.keyboard('chamo');
    await expect(await within(dialog).findByRole('group', { name: 'Lieux (1)' })).toBeVisible();
    // On a phone the search takes the whole screen, and its back arrow closes it.
    const panel = within(dialog).getByRole('combobox').closest('[role="dialog"]')!.getBoundingClientRect();
    await expect(panel.width).toBeGreaterThanOrEqual(window.innerWidth - 1);
    await expect(within(dialog).getByRole('button', { name: 'Fermer la recherche' })).toBeVisible();
  },
};
