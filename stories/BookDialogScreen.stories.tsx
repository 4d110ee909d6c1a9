import type { Meta, StoryObj } from '@storybook/react-vite';
import { runInAction } from 'mobx';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { BookDialogScreen } from '../src/screens/BookDialogScreen.tsx';
import type { RootStore } from '../src/stores/RootStore.ts';
import { sampleUser } from '../src/testing/fakeAccountsApi.ts';
import { fakeBookApi, sampleBook, type FakeBookApi } from '../src/testing/fakeBookApi.ts';
import { fakeLive } from '../src/testing/fakeLive.ts';
import { sampleTrip } from '../src/testing/fakeTripApi.ts';
import { phoneViewport } from '../.storybook/viewports.ts';
import { withStores } from './support/withStores.tsx';

// Issue 42: the book dialog over its store and fake book calls: what is read, asked for and heard live.

const meta = {
  title: 'Screens/BookDialogScreen',
  component: BookDialogScreen,
  args: { open: true, trip: { id: sampleTrip.id, title: sampleTrip.title }, dayCount: 12, onClose: fn() },
} satisfies Meta<typeof BookDialogScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const signedIn = (root: RootStore) => {
  runInAction(() => Object.assign(root.accounts, { userInfo: sampleUser, userToken: true }));
  root.live.start();
};
const withBook = (api: FakeBookApi, live = fakeLive()) => withStores({ api: { book: api, live: live.connector }, arrange: signedIn });
const dialog = async (trip = sampleTrip.title) => within(await screen.findByRole('dialog', { name: `Le livre du voyage : ${trip}` }));
const noSideways = () => expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);

export const Loading: Story = {
  decorators: [withBook(fakeBookApi({ currentHangs: true }))],
  play: async () => {
    const box = await dialog();
    await expect(box.getByRole('progressbar', { name: 'Lecture du livre…' })).toBeVisible();
    await expect(box.queryByRole('button', { name: 'Créer le livre' })).not.toBeInTheDocument();
  },
};

const empty = fakeBookApi();
/** No book yet: the form, then the book asked for with the days chosen. */
export const AskingForSomeDays: Story = {
  decorators: [withBook(empty)],
  play: async () => {
    const box = await dialog();
    await expect(await box.findByRole('radio', { name: 'Tous les jours (1 à 12)' })).toBeChecked();
    await userEvent.click(box.getByRole('radio', { name: 'Quelques jours' }));
    await userEvent.clear(box.getByRole('spinbutton', { name: 'au jour' }));
    await userEvent.type(box.getByRole('spinbutton', { name: 'au jour' }), '4');
    await userEvent.click(box.getByRole('button', { name: 'Créer le livre' }));
    await expect(await box.findByRole('status')).toHaveTextContent('En attente : le livre sera fait après ceux en cours.');
    await expect(empty.calls).toContain(`create:${JSON.stringify({ trip: sampleTrip.id, format: 'A5', from: 1, to: 4, chatPhotos: false, bleed: false })}`);
  },
};

const unreadable = fakeBookApi({ failWith: 'Le serveur est indisponible' });
export const Unreadable: Story = {
  decorators: [withBook(unreadable)],
  play: async () => {
    const box = await dialog();
    await expect(await box.findByText('Le livre n’a pas pu être lu : Le serveur est indisponible')).toBeVisible();
    const reads = unreadable.calls.filter((call) => call.startsWith('current:')).length;
    await userEvent.click(box.getByRole('button', { name: 'Réessayer' }));
    await waitFor(() => expect(unreadable.calls.filter((call) => call.startsWith('current:')).length).toBe(reads + 1));
  },
};

const live = fakeLive();
/** Being made: the live connection moves the line, then gives the link. */
export const MakingHeardLive: Story = {
  decorators: [withBook(fakeBookApi({ book: sampleBook({ state: 'making', progress: 12, pages: undefined, bytes: undefined }) }), live)],
  play: async () => {
    const box = await dialog();
    await expect(await box.findByRole('status')).toHaveTextContent('Création du livre : 12 %');
    live.server.bookprogress({ id: sampleBook().id, trip: sampleTrip.id, progress: 64 });
    await waitFor(() => expect(box.getByRole('status')).toHaveTextContent('Création du livre : 64 %'));
    await expect(box.getByRole('progressbar', { name: 'Avancement du livre' })).toHaveAttribute('aria-valuenow', '64');
    live.server.bookready({ id: sampleBook().id, trip: sampleTrip.id, pages: 96, bytes: 152 * 1024 * 1024 });
    await expect(await box.findByRole('link', { name: 'Télécharger le livre (PDF, 96 pages, 152 Mo)' })).toBeVisible();
  },
};

export const Ready: Story = {
  decorators: [withBook(fakeBookApi({ book: sampleBook() }))],
  play: async ({ args }) => {
    const box = await dialog();
    const link = await box.findByRole('link', { name: 'Télécharger le livre (PDF, 212 pages, 480 Mo)' });
    await expect(link).toHaveAttribute('href', `/media/books/${sampleBook().id}.pdf`);
    await expect(link).toHaveAttribute('download', 'Les Alpes en famille.pdf');
    await expect(box.getByRole('status')).toHaveTextContent('Livre A5 du 3 août, prêt à imprimer.');
    await userEvent.click(box.getByRole('button', { name: 'Fermer' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

const tooSlow = 'Le livre a pris trop de temps à faire et a été arrêté. Essayez avec moins de jours.';
/** A book that could not be made, as read: its reason in French and « Réessayer ». */
export const Failed: Story = {
  decorators: [withBook(fakeBookApi({ book: sampleBook({ state: 'failed', format: 'A4', progress: 37, pages: undefined, bytes: undefined, message: tooSlow }) }))],
  play: async () => {
    const box = await dialog();
    await expect(await box.findByText(`Le livre n’a pas pu être fait : ${tooSlow}`)).toBeVisible();
    await expect(box.queryByRole('link')).not.toBeInTheDocument();
    await expect(box.getByRole('button', { name: 'Réessayer' })).toBeEnabled();
  },
};

const failing = fakeBookApi({ book: sampleBook({ state: 'making', format: 'A4', progress: 37, pages: undefined, bytes: undefined }) });
const failingLive = fakeLive();
/** Given up while being made: the live connection says why at once, and « Réessayer » asks for the same book again. */
export const FailureHeardLive: Story = {
  decorators: [withBook(failing, failingLive)],
  play: async () => {
    const box = await dialog();
    await expect(await box.findByRole('status')).toHaveTextContent('Création du livre : 37 %');
    failingLive.server.bookfailed({ id: sampleBook().id, trip: sampleTrip.id, message: tooSlow });
    await expect(await box.findByText(`Le livre n’a pas pu être fait : ${tooSlow}`)).toBeVisible();
    await userEvent.click(box.getByRole('button', { name: 'Réessayer' }));
    await expect(await box.findByRole('status')).toHaveTextContent('En attente');
    await expect(failing.calls.find((call) => call.startsWith('create:'))).toContain('"format":"A4"');
  },
};

const longTitle = 'Le grand tour de Bretagne et de Normandie chez les cousins de Saint-Pierre-Quiberon, avec les randonnées du Mont-Saint-Michel';
export const LongFrenchTitleOnPhone: Story = {
  globals: phoneViewport,
  args: { trip: { id: sampleTrip.id, title: longTitle } },
  decorators: [withBook(fakeBookApi({ book: sampleBook({ format: 'A4', pages: 1, bytes: 850 * 1024 }) }))],
  play: async () => {
    const box = await dialog(longTitle);
    const link = await box.findByRole('link', { name: 'Télécharger le livre (PDF, 1 page, 850 Ko)' });
    await expect(link).toHaveAttribute('download', `${longTitle}.pdf`);
    const title = screen.getByRole('heading', { name: /Saint-Pierre-Quiberon/ });
    await expect(title.scrollWidth).toBeLessThanOrEqual(title.clientWidth + 1);
    await expect(screen.getByRole('dialog').getBoundingClientRect().width).toBe(window.innerWidth);
    await noSideways();
  },
};

export const NoBookYetOnPhone: Story = {
  globals: phoneViewport,
  decorators: [withBook(fakeBookApi())],
  play: async () => {
    const box = await dialog();
    await expect(await box.findByRole('button', { name: 'Créer le livre' })).toBeVisible();
    await expect(box.getByRole('button', { name: 'Créer le livre' }).getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await noSideways();
  },
};
