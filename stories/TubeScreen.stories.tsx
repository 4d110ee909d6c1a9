import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TubeScreen } from '../src/screens/TubeScreen.tsx';

const meta = { title: 'Screens/TubeScreen', component: TubeScreen } satisfies Meta<typeof TubeScreen>;

export default meta;
export const Default: StoryObj<typeof meta> = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Un espace permettant de streamer de la video...')).toBeInTheDocument();
  },
};
