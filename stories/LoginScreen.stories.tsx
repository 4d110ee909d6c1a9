import type { Meta, StoryObj } from '@storybook/react-vite';
import { Navigate, Route, Routes, useParams } from 'react-router-dom';
import { expect, userEvent, within } from 'storybook/test';
import { LoginScreen } from '../src/screens/LoginScreen.tsx';
import { loginRedirectState } from '../src/app/loginRedirect.ts';
import { ApiError } from '../src/api/httpClient.ts';
import type { AccountsApi } from '../src/api/accountsApi.ts';
import { withStores } from './support/withStores.tsx';
import { fakeAccountsApi, sampleUser } from '../src/testing/fakeAccountsApi.ts';
import { phoneViewport } from '../.storybook/viewports.ts';

function ArticlePage() {
  return <p>Article n° {useParams().id}</p>;
}

/** Opens / as the signed-out guard's link does, with the page the relative wanted in router state. */
function From({ path }: { path: string }) {
  return <Navigate to="/" replace state={loginRedirectState(path)} />;
}

const meta = {
  title: 'Screens/LoginScreen',
  component: LoginScreen,
  render: () => (
    <Routes>
      <Route path="/" element={<LoginScreen />} />
      <Route path="/app" element={<p>Fil d’articles</p>} />
      <Route path="/app/article/:id" element={<ArticlePage />} />
      <Route path="/from-article" element={<From path="/app/article/5" />} />
      <Route path="/from-elsewhere" element={<From path="https://example.com/app" />} />
      <Route path="*" element={<p>Ailleurs</p>} />
    </Routes>
  ),
} satisfies Meta<typeof LoginScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const pending = "Votre compte est en attente de validation par l'admin";

async function signIn(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText('Email'), 'marie@example.org');
  await userEvent.type(canvas.getByLabelText('Mot de passe'), 'carottes-2025');
  await userEvent.click(canvas.getByRole('button', { name: 'Se connecter' }));
  return canvas;
}

/** A server that refuses the first attempt and accepts the next. */
function refusesOnce(): AccountsApi {
  const api = fakeAccountsApi();
  let refused = false;
  return {
    ...api,
    async login(body) {
      if (refused) return api.login(body);
      refused = true;
      throw new ApiError('Email ou mot de passe incorrect', 401);
    },
  };
}

export const Idle: Story = {
  decorators: [withStores()],
  play: async ({ canvasElement }) => {
    const canvas = await signIn(canvasElement);
    await expect(await canvas.findByText('Fil d’articles')).toBeInTheDocument();
  },
};

export const OnPhone: Story = {
  decorators: [withStores()],
  globals: phoneViewport,
  parameters: { layout: 'fullscreen' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Le terrier de Lapin' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    const submit = canvas.getByRole('button', { name: 'Se connecter' }).getBoundingClientRect();
    await expect(submit.height).toBeGreaterThanOrEqual(44);
    await expect(submit.bottom).toBeLessThanOrEqual(window.innerHeight);
    await expect(canvas.getByRole('link', { name: 'Pas de compte ?' }).getBoundingClientRect().height).toBeGreaterThanOrEqual(24);
  },
};

export const LandsOnTheLinkOpenedFirst: Story = {
  decorators: [withStores()],
  parameters: { route: '/from-article' },
  play: async ({ canvasElement }) => {
    const canvas = await signIn(canvasElement);
    await expect(await canvas.findByText('Article n° 5')).toBeInTheDocument();
    await expect(canvas.queryByText('Fil d’articles')).toBeNull();
  },
};

export const KeepsTheLinkAfterAFailedAttempt: Story = {
  decorators: [withStores({ api: { accounts: refusesOnce() } })],
  parameters: { route: '/from-article' },
  play: async ({ canvasElement }) => {
    const canvas = await signIn(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Email ou mot de passe incorrect');
    // The typed email stays; the relative fixes the password and tries again.
    await userEvent.clear(canvas.getByLabelText('Mot de passe'));
    await userEvent.type(canvas.getByLabelText('Mot de passe'), 'carottes-2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Se connecter' }));
    await expect(await canvas.findByText('Article n° 5')).toBeInTheDocument();
  },
};

export const AlreadySignedInFollowsTheLink: Story = {
  decorators: [withStores({ arrange: ({ accounts }) => void Object.assign(accounts, { userInfo: sampleUser, userToken: true }) })],
  parameters: { route: '/from-article' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Article n° 5')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Se connecter' })).toBeNull();
  },
};

export const IgnoresALinkOutsideTheApp: Story = {
  decorators: [withStores()],
  parameters: { route: '/from-elsewhere' },
  play: async ({ canvasElement }) => {
    const canvas = await signIn(canvasElement);
    await expect(await canvas.findByText('Fil d’articles')).toBeInTheDocument();
    await expect(canvas.queryByText('Ailleurs')).toBeNull();
  },
};

export const AfterRegistration: Story = {
  decorators: [withStores({ arrange: (store) => void (store.accounts.success = true) })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Compte créé. En attente de validation par l'admin")).toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: 'Pas de compte ?' })).toBeNull();
  },
};

export const RefusedByServer: Story = {
  decorators: [withStores({ api: { accounts: fakeAccountsApi({ failWith: pending }) } })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email'), 'zoe@example.org');
    await userEvent.type(canvas.getByLabelText('Mot de passe'), 'carottes-2025');
    await userEvent.click(canvas.getByRole('button', { name: 'Se connecter' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(pending);
    await expect(canvas.getByRole('button', { name: 'Se connecter' })).toBeEnabled();
  },
};

export const ForgotPasswordLink: Story = {
  decorators: [withStores()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'Mot de passe oublié ?' });
    await expect(link).toHaveAttribute('href', '/mot-de-passe-oublie');
    // Under the form, next to the way to register.
    const form = canvas.getByRole('form', { name: 'Connexion' }).getBoundingClientRect();
    await expect(link.getBoundingClientRect().top).toBeGreaterThanOrEqual(form.bottom);
    await expect(canvas.getByRole('link', { name: 'Pas de compte ?' })).toBeVisible();
    await userEvent.click(link);
    await expect(await canvas.findByText('Ailleurs')).toBeInTheDocument();
  },
};

export const AfterPasswordReset: Story = {
  decorators: [withStores({ arrange: (store) => void (store.accounts.passwordReset = true) })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Mot de passe changé. Connectez-vous avec le nouveau.');
    await signIn(canvasElement);
    await expect(await canvas.findByText('Fil d’articles')).toBeInTheDocument();
  },
};
