import type { Meta, StoryObj } from '@storybook/react-vite';
import { lazy, Suspense } from 'react';
import { Link, Route, Routes } from 'react-router-dom';
import { Typography } from '@mui/material';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppRoutes } from '../src/app/AppRoutes.tsx';
import { useRouteFocus } from '../src/app/useRouteFocus.ts';
import { withStores } from './support/withStores.tsx';
import { textAndImages } from './support/sampleArticles.ts';
import { fakeAccountsApi, sampleUser } from '../src/testing/fakeAccountsApi.ts';
import { fakeArticlesApi } from '../src/testing/fakeArticlesApi.ts';
import { fakeAlbumsApi } from '../src/testing/fakeAlbumsApi.ts';
import { phoneViewport } from '../.storybook/viewports.ts';

// The whole router, as the app mounts it: the path a relative opens, the title of the tab, and
// where focus goes from one screen to the next.
const meta = {
  title: 'Screens/AppRoutes',
  component: AppRoutes,
  parameters: { layout: 'fullscreen', route: '/app' },
} satisfies Meta<typeof AppRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

const sharedArticle = { ...textAndImages, id: 5 };
const signedIn = withStores({
  api: { articles: fakeArticlesApi([sharedArticle]) },
  arrange: ({ accounts }) => void Object.assign(accounts, { userInfo: sampleUser, userToken: true }),
});

// Every screen but sign-in is a lazy chunk: its main landmark comes once the chunk is in.
const mainHeading = async (canvasElement: HTMLElement, name: string | RegExp) =>
  within(await within(canvasElement).findByRole('main')).findByRole('heading', { level: 1, name });

export const SharedArticleLinkOnPhone: Story = {
  decorators: [withStores({ api: { articles: fakeArticlesApi([sharedArticle]), accounts: fakeAccountsApi() } })],
  parameters: { route: '/app/article/5' },
  globals: phoneViewport,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Signed out: the guard, in a main landmark, with its own tab title; first load keeps focus.
    await expect(await mainHeading(canvasElement, "Vous n'avez pas montré patte blanche")).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Connexion requise · Le terrier de Lapin'));
    await expect(document.activeElement).toBe(document.body);
    await userEvent.click(canvas.getByRole('link', { name: "S'authentifier" }));

    const loginTitle = await canvas.findByRole('heading', { level: 1, name: 'Le terrier de Lapin' });
    await waitFor(() => expect(document.title).toBe('Connexion · Le terrier de Lapin'));
    await waitFor(() => expect(loginTitle).toHaveFocus());
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await userEvent.type(canvas.getByLabelText('Email'), 'marie@example.org');
    await userEvent.type(canvas.getByLabelText('Mot de passe'), 'carottes-2025');
    await userEvent.click(canvas.getByRole('button', { name: 'Se connecter' }));

    // Signed in, on the article first opened, not on the feed.
    const articleTitle = await canvas.findByRole('heading', { level: 1, name: 'Le lac de Serre-Ponçon' });
    await waitFor(() => expect(document.title).toBe('Article · Le terrier de Lapin'));
    await waitFor(() => expect(articleTitle).toHaveFocus());
    await expect(articleTitle).toHaveAttribute('tabindex', '-1');
    await expect(canvas.queryByRole('navigation', { name: "Menu de l'espace connecté" })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Ouvrir le menu' })).toBeVisible();
    // The article's photos come after its text: the story ends once both are shown.
    await waitFor(() => expect(canvas.getAllByRole('button', { name: /^Agrandir la photo/ }).filter((img) => img.tagName === 'IMG')).toHaveLength(2));
    await waitFor(() => expect(canvas.queryByRole('progressbar')).toBeNull());
    // The closed drawer leaves the article right under the one-row bar: its back link comes first.
    const back = canvas.getByRole('link', { name: 'Retour aux articles' });
    await expect(back.getBoundingClientRect().top).toBeLessThan(100);
    await expect(articleTitle.getBoundingClientRect().top).toBeLessThan(back.getBoundingClientRect().bottom + 60);
  },
};

export const FocusAndTitleFollowTheMenu: Story = {
  decorators: [signedIn],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = within(canvas.getByRole('navigation', { name: "Menu de l'espace connecté" }));
    await waitFor(() => expect(document.title).toBe('Accueil · Le terrier de Lapin'));
    await expect(document.activeElement).toBe(document.body);

    await userEvent.click(nav.getByRole('button', { name: 'Lapintube' }));
    const tube = await canvas.findByRole('heading', { level: 1, name: 'Lapintube' });
    await waitFor(() => expect(tube).toHaveFocus());
    await waitFor(() => expect(document.title).toBe('Lapintube · Le terrier de Lapin'));

    await userEvent.click(nav.getByRole('button', { name: 'Lapinapp' }));
    const app = await canvas.findByRole('heading', { level: 1, name: 'Lapinapp' });
    await waitFor(() => expect(app).toHaveFocus());
    await waitFor(() => expect(document.title).toBe('Lapinapp · Le terrier de Lapin'));
    // One tab stop less, not one more: the heading is focusable by script only.
    await expect(app).toHaveAttribute('tabindex', '-1');
  },
};

export const DrawerChoiceFocusesTheNewScreenOnPhone: Story = {
  decorators: [signedIn],
  globals: phoneViewport,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Ouvrir le menu' }));
    const nav = within(await within(document.body).findByRole('navigation', { name: "Menu de l'espace connecté" }));
    await userEvent.click(nav.getByRole('button', { name: 'Lapintube' }));
    // Once the drawer has gone (it hands focus back to its button), focus rests on the new screen's heading.
    await waitFor(() => expect(document.querySelector('.MuiDrawer-root')).toBeNull());
    const tube = await canvas.findByRole('heading', { level: 1, name: 'Lapintube' });
    await waitFor(() => expect(tube).toHaveFocus());
    await waitFor(() => expect(document.title).toBe('Lapintube · Le terrier de Lapin'));
    await expect(tube.getBoundingClientRect().top).toBeLessThan(200);
    await expect(canvas.getByRole('button', { name: 'Ouvrir le menu' })).toHaveAttribute('aria-expanded', 'false');
  },
};

export const AlbumSlideshowTitledByAlbum: Story = {
  decorators: [
    withStores({
      api: { albums: fakeAlbumsApi({ slideshows: { 'Forêt des Landes': [] } }) },
      arrange: ({ accounts }) => void Object.assign(accounts, { userInfo: sampleUser, userToken: true }),
    }),
  ],
  parameters: { route: '/app/lapingramviewer/For%C3%AAt%20des%20Landes' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(document.title).toBe('Forêt des Landes · Le terrier de Lapin'));
    // The slideshow is a lazy screen: it has replaced the loading spinner once the album shows.
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Forêt des Landes' })).toBeVisible();
    await expect(await canvas.findByText('Aucune image trouvée')).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('progressbar')).toBeNull());
    const nav = within(canvas.getByRole('navigation', { name: "Menu de l'espace connecté" }));
    await expect(nav.getByRole('button', { name: 'Lapingram' })).toHaveAttribute('aria-current', 'page');
  },
};

export const UnknownSignedInPath: Story = {
  decorators: [signedIn],
  parameters: { route: '/app/terrier-inconnu' },
  play: async ({ canvasElement }) => {
    await expect(await mainHeading(canvasElement, "Il n'y a pas de tel endroit dans le terrier")).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Page introuvable · Le terrier de Lapin'));
  },
};

export const UnknownPublicPath: Story = {
  decorators: [withStores()],
  parameters: { route: '/nulle-part' },
  play: async ({ canvasElement }) => {
    await expect(await mainHeading(canvasElement, "Il n'y a pas de tel endroit dans le terrier")).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Page introuvable · Le terrier de Lapin'));
    await expect(within(canvasElement).getByRole('contentinfo')).toHaveTextContent('2025');
  },
};

export const PublicPagesTitledAndFocused: Story = {
  decorators: [withStores()],
  parameters: { route: '/' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = within(canvas.getByRole('navigation', { name: 'Menu public' }));
    await waitFor(() => expect(document.title).toBe('Connexion · Le terrier de Lapin'));
    await userEvent.click(nav.getByRole('link', { name: 'Enregistrement' }));
    const register = await canvas.findByRole('heading', { level: 1, name: 'Enregistrement' });
    await waitFor(() => expect(register).toHaveFocus());
    await waitFor(() => expect(document.title).toBe('Inscription · Le terrier de Lapin'));
    await userEvent.click(nav.getByRole('link', { name: 'A propos' }));
    const about = await canvas.findByRole('heading', { level: 1, name: 'A propos de Lapin' });
    await waitFor(() => expect(about).toHaveFocus());
    await waitFor(() => expect(document.title).toBe('À propos · Le terrier de Lapin'));
  },
};

// A screen that arrives late, as a lazy chunk does on a slow phone.
const SlowScreen = lazy(
  () =>
    new Promise<{ default: () => React.JSX.Element }>((resolve) =>
      setTimeout(() => resolve({ default: () => <Typography variant="h1">Écran arrivé</Typography> }), 300),
    ),
);

function FocusProbe() {
  useRouteFocus();
  return (
    <main>
      <Routes>
        <Route
          path="/app"
          element={
            <>
              <Typography variant="h1">Départ</Typography>
              <Link to="/app/lent">Aller plus loin</Link>
            </>
          }
        />
        <Route
          path="/app/lent"
          element={
            <Suspense fallback={<p>Chargement...</p>}>
              <SlowScreen />
            </Suspense>
          }
        />
      </Routes>
    </main>
  );
}

export const FocusWaitsForALazyScreen: Story = {
  render: () => <FocusProbe />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: 'Aller plus loin' }));
    const heading = await canvas.findByRole('heading', { level: 1, name: 'Écran arrivé' });
    await waitFor(() => expect(heading).toHaveFocus());
  },
};
