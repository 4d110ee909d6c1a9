import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { UserAccessLabel } from '../src/components/UserAccessLabel.tsx';

const meta = {
  title: 'Components/UserAccessLabel',
  component: UserAccessLabel,
  args: { access: 0 },
} satisfies Meta<typeof UserAccessLabel>;

export default meta;
type Story = StoryObj<typeof meta>;

const shows = (text: string) => async ({ canvasElement }: { canvasElement: HTMLElement }) => {
  await expect(within(canvasElement).getByText(text)).toBeVisible();
};

export const Waiting: Story = { play: shows('En attente') };
export const Granted: Story = { args: { access: 1 }, play: shows('Autorisé') };
export const Banned: Story = { args: { access: 2 }, play: shows('Banni') };
export const Deleted: Story = { args: { access: 3 }, play: shows('Supprimé') };
export const UnknownReadsAsWaiting: Story = { args: { access: 9 }, play: shows('En attente') };
