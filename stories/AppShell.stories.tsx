import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, userEvent, within } from 'storybook/test';
import { AppShell } from '../src/screens/AppShell.tsx';
import { withStores } from './support/withStores.tsx';
import { fakeUserApi, sampleAdmin, sampleUser } from '../src/testing/fakeApis.ts';

const meta = {
  title: 'Screens/AppShell',
  component: AppShell,
  parameters: { route: '/app', layout: 'fullscreen' },
  render: () => (
    <Routes>
      <Route path="/app" element={<AppShell />}>
        <Route index element={<p>Contenu de l’accueil</p>} />
        <Route path="/app/lapintube" element={<p>Contenu du tube</p>} />
      </Route>
      <Route path="/" element={<p>Écran de connexion</p>} />
    </Routes>
  ),
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedInRelative: Story = {
  decorators: [withStores({ arrange: ({ auth }) => void Object.assign(auth, { userInfo: sampleUser, userToken: true }) })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Admin' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Lapintube' }));
    await expect(await canvas.findByText('Contenu du tube')).toBeInTheDocument();
  },
};

export const SignedInAdmin: Story = {
  decorators: [
    withStores({
      api: { user: fakeUserApi({ loginAs: sampleAdmin }) },
      arrange: ({ auth }) => void Object.assign(auth, { userInfo: sampleAdmin, userToken: true }),
    }),
  ],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Admin' })).toBeInTheDocument();
  },
};

export const NotSignedIn: Story = {
  decorators: [withStores()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Vous n'avez pas montré patte blanche")).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: "S'authentifier" })).toHaveAttribute('href', '/');
  },
};

export const TokenNoLongerValid: Story = {
  decorators: [withStores({ arrange: ({ auth }) => void Object.assign(auth, { userInfo: sampleUser, userToken: false }) })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Lapintube' }));
    await expect(await canvas.findByText('Écran de connexion')).toBeInTheDocument();
  },
};

export const SessionRevoked: Story = {
  decorators: [
    withStores({
      api: { user: fakeUserApi({ revoked: new Set([sampleUser.userToken]) }) },
      arrange: ({ auth }) => void Object.assign(auth, { userInfo: sampleUser, userToken: true }),
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Lapintube' }));
    await expect(await canvas.findByText('Écran de connexion')).toBeInTheDocument();
  },
};
