import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { HomeScreen } from '../src/screens/HomeScreen.tsx';
import { withStores } from './support/withStores.tsx';
import { sampleUser } from '../src/stores/fakeApis.ts';

const meta = { title: 'Screens/HomeScreen', component: HomeScreen } satisfies Meta<typeof HomeScreen>;

export default meta;
export const Default: StoryObj<typeof meta> = {
  decorators: [withStores({ arrange: ({ auth }) => void Object.assign(auth, { userInfo: sampleUser, userToken: true }) })],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/Marie/)).toBeInTheDocument();
  },
};
