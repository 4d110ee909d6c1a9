import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { ItemReactions } from '../src/screens/ItemReactions.tsx';
import { fakeReactionsApi } from '../src/testing/fakeReactionsApi.ts';
import { sampleUser } from '../src/testing/fakeAccountsApi.ts';
import { withStores } from './support/withStores.tsx';

const signedIn = ({ accounts }: { accounts: { userInfo: unknown; userToken: boolean } }) =>
  void Object.assign(accounts, { userInfo: sampleUser, userToken: true });

const meta = {
  title: 'Screens/ItemReactions',
  component: ItemReactions,
  args: { kind: 'article', id: '12', item: { reactions: [{ emoji: '❤️', count: 2, mine: false, by: ['Paul', 'Zoé'] }] } },
} satisfies Meta<typeof ItemReactions>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The item's reactions as fetched; a ❤️ from the reader goes to the server and counts at once. */
export const Toggles: Story = {
  decorators: [withStores({ api: { reactions: fakeReactionsApi({ given: { 'article:12': [{ emoji: '❤️', count: 2, mine: false, by: ['Paul', 'Zoé'] }] } }) }, arrange: signedIn })],
  play: async ({ canvasElement }) => {
    const bar = within(within(canvasElement).getByRole('group', { name: 'Réactions' }));
    const heart = bar.getByRole('button', { name: '❤️ 2' });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(heart);
    await expect(await bar.findByRole('button', { name: '❤️ 3, dont vous' })).toHaveAttribute('aria-pressed', 'true');
  },
};

/** A refused toggle is taken back and says so, in French. */
export const Refused: Story = {
  decorators: [withStores({ api: { reactions: fakeReactionsApi({ failWith: 'Cet article n’existe plus.' }) }, arrange: signedIn })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '❤️ 2' }));
    await expect(await canvas.findByText('Cet article n’existe plus.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '❤️ 2' })).toHaveAttribute('aria-pressed', 'false');
  },
};

/** No reaction yet: "Réagir" opens the six. */
export const Empty: Story = {
  args: { item: {} },
  decorators: [withStores({ api: { reactions: fakeReactionsApi() }, arrange: signedIn })],
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Réagir' }));
    const picker = within(await screen.findByRole('group', { name: 'Choisir une réaction' }));
    await expect(picker.getAllByRole('button')).toHaveLength(6);
  },
};
