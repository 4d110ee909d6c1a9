import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AdminScreen } from '../src/screens/AdminScreen.tsx';
import { withStores } from './support/withStores.tsx';
import { fakeAdminApi, sampleAdmin, sampleUser } from '../src/testing/fakeApis.ts';
import { sampleRows } from './support/sampleUsers.ts';

const meta = {
  title: 'Screens/AdminScreen',
  component: AdminScreen,
  parameters: { route: '/app/admin' },
} satisfies Meta<typeof AdminScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const asAdmin = ({ auth }: { auth: { userInfo: unknown; userToken: boolean } }) =>
  void Object.assign(auth, { userInfo: sampleAdmin, userToken: true });

export const Admin: Story = {
  decorators: [withStores({ api: { admin: fakeAdminApi(sampleRows) }, arrange: asAdmin })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = (await canvas.findByText('Marie')).closest('tr');
    if (!row) throw new Error('Marie has no row');
    await userEvent.click(within(row).getByRole('button', { name: 'Autoriser' }));
    await expect(await within(row).findByRole('button', { name: 'Bannir' })).toBeInTheDocument();
    await expect(within(row).queryByRole('button', { name: 'Autoriser' })).toBeNull();
  },
};

export const NotAdmin: Story = {
  decorators: [
    withStores({ arrange: ({ auth }) => void Object.assign(auth, { userInfo: sampleUser, userToken: true }) }),
  ],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('NOT ADMIN')).toBeInTheDocument();
  },
};

export const UsersCannotLoad: Story = {
  decorators: [
    withStores({ api: { admin: fakeAdminApi([], { failWith: 'Le serveur est indisponible' }) }, arrange: asAdmin }),
  ],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Le serveur est indisponible')).toBeInTheDocument();
  },
};
