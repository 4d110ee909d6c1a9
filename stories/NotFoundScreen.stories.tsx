import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { NotFoundScreen } from '../src/screens/NotFoundScreen.tsx';

const meta = { title: 'Screens/NotFoundScreen', component: NotFoundScreen } satisfies Meta<typeof NotFoundScreen>;

export default meta;
export const Default: StoryObj<typeof meta> = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/pas de tel endroit dans le terrier/)).toBeInTheDocument();
  },
};
