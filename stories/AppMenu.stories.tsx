import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AppMenu } from '../src/components/AppMenu.tsx';
import { phoneViewport } from '../.storybook/viewports.ts';

const meta = {
  title: 'Components/AppMenu',
  component: AppMenu,
  parameters: { layout: 'fullscreen' },
  args: {
    pseudo: 'Camille',
    isAdmin: false,
    activePath: '/app',
    open: true,
    onToggle: fn(),
    onClose: fn(),
    onNavigate: fn(),
    onSignOut: fn(),
  },
} satisfies Meta<typeof AppMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

const entryNames = ['Accueil', 'Lapingram', 'Lapintube', 'Lapinchat', 'Lapinapp'];

export const OpenUser: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = within(canvas.getByRole('navigation', { name: "Menu de l'espace connecté" }));
    for (const name of entryNames) await expect(nav.getByRole('button', { name })).toBeVisible();
    await expect(nav.queryByRole('button', { name: 'Admin' })).toBeNull();
    await expect(nav.getByRole('button', { name: 'Accueil' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('button', { name: 'Lapingram' })).not.toHaveAttribute('aria-current');
    await expect(canvas.getByText('Camille')).toBeVisible();
    await expect(canvas.getByText('FR')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Fermer le menu' })).toHaveAttribute('aria-expanded', 'true');
    // Everyone has their account and the sign-out, after the sections.
    const buttons = nav.getAllByRole('button').map((button) => button.textContent);
    await expect(buttons).toEqual([...entryNames, 'Voyage', 'Mon compte', 'Se déconnecter']);
  },
};

export const AccountAndSignOut: Story = {
  play: async ({ args, canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: "Menu de l'espace connecté" }));
    await userEvent.click(nav.getByRole('button', { name: 'Mon compte' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/app/compte');
    await userEvent.click(nav.getByRole('button', { name: 'Se déconnecter' }));
    await expect(args.onSignOut).toHaveBeenCalledTimes(1);
  },
};

export const AccountActive: Story = {
  args: { activePath: '/app/compte' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Mon compte' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getAllByRole('button', { current: 'page' })).toHaveLength(1);
    await expect(canvas.getByRole('button', { name: 'Se déconnecter' })).not.toHaveAttribute('aria-current');
  },
};

export const OpenAdmin: Story = {
  args: { pseudo: 'Paul', isAdmin: true, activePath: '/app/admin' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Admin' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: 'Accueil' })).not.toHaveAttribute('aria-current');
    await userEvent.click(canvas.getByRole('button', { name: 'Lapinchat' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/app/lapinchat');
    await userEvent.click(canvas.getByRole('button', { name: 'Admin' }));
    await expect(args.onNavigate).toHaveBeenLastCalledWith('/app/admin');
    const buttons = within(canvas.getByRole('navigation')).getAllByRole('button').map((button) => button.textContent);
    await expect(buttons).toEqual([...entryNames, 'Admin', 'Voyage', 'Mon compte', 'Se déconnecter']);
  },
};

export const NavigatesFromEachEntry: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const paths = ['/app', '/app/lapingram', '/app/lapintube', '/app/lapinchat', '/app/lapinapp'];
    for (const [index, name] of entryNames.entries()) {
      await userEvent.click(canvas.getByRole('button', { name }));
      await expect(args.onNavigate).toHaveBeenLastCalledWith(paths[index]);
    }
    await expect(args.onNavigate).toHaveBeenCalledTimes(5);
  },
};

export const Closed: Story = {
  args: { open: false },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Ouvrir le menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('button', { name: 'Accueil' })).toBeNull();
    await expect(canvas.getByText('Camille')).toBeVisible();
    await userEvent.click(toggle);
    await expect(args.onToggle).toHaveBeenCalledTimes(1);
  },
};

export const ClosedAdmin: Story = {
  args: { open: false, isAdmin: true, pseudo: 'Paul' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Admin' })).toBeNull();
  },
};

export const ToggleWhenOpen: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Fermer le menu' }));
    await expect(args.onToggle).toHaveBeenCalledTimes(1);
    await expect(args.onNavigate).not.toHaveBeenCalled();
  },
};

export const SlideshowHighlightsGram: Story = {
  args: { activePath: '/app/lapingramviewer/Vacances%20en%20Bretagne' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Lapingram' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: 'Accueil' })).not.toHaveAttribute('aria-current');
  },
};

export const ArticleHighlightsHome: Story = {
  args: { activePath: '/app/article/3' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Accueil' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getAllByRole('button', { current: 'page' })).toHaveLength(1);
  },
};

export const PublisherAndEditorHighlightHome: Story = {
  args: { activePath: '/app/publish' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Accueil' })).toHaveAttribute('aria-current', 'page');
  },
};

export const EditorHighlightsHome: Story = {
  args: { activePath: '/app/editor/3' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Accueil' })).toHaveAttribute('aria-current', 'page');
  },
};

export const ChatActive: Story = {
  args: { activePath: '/app/lapinchat' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Lapinchat' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: 'Lapinapp' })).not.toHaveAttribute('aria-current');
  },
};

export const UnknownPathHighlightsNothing: Story = {
  args: { activePath: '/app/terrier-inconnu' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryAllByRole('button', { current: 'page' })).toHaveLength(0);
  },
};

export const LongPseudo: Story = {
  args: {
    pseudo: 'Marie Françoise Éléonore de la Grande Garenne du Bois Joli',
    isAdmin: true,
    activePath: '/app/lapintube',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pseudo = canvas.getByText('Marie Françoise Éléonore de la Grande Garenne du Bois Joli');
    await expect(pseudo).toHaveAttribute('title', 'Marie Françoise Éléonore de la Grande Garenne du Bois Joli');
    await expect(pseudo.getBoundingClientRect().width).toBeLessThanOrEqual(240);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

// Below `md` the entries live in a drawer: the bar keeps one row, with the pseudo and FR at the right.

export const PhoneClosed: Story = {
  args: { open: false },
  globals: phoneViewport,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole('banner').getBoundingClientRect();
    await expect(bar.top).toBe(0);
    await expect(bar.height).toBeLessThanOrEqual(64);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await expect(canvas.queryByRole('navigation')).toBeNull();
    const toggle = canvas.getByRole('button', { name: 'Ouvrir le menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    const pseudo = canvas.getByText('Camille').getBoundingClientRect();
    const language = canvas.getByText('FR').getBoundingClientRect();
    // Pseudo then FR, at the right end of the same row as the button.
    await expect(language.right).toBeLessThanOrEqual(window.innerWidth);
    await expect(language.left).toBeGreaterThan(pseudo.right);
    await expect(pseudo.left).toBeGreaterThan(window.innerWidth / 2);
    await expect(Math.abs(pseudo.top + pseudo.height / 2 - (bar.top + bar.height / 2))).toBeLessThan(4);
    await userEvent.click(toggle);
    await expect(args.onToggle).toHaveBeenCalledTimes(1);
  },
};

export const PhoneLongPseudo: Story = {
  args: { open: false, pseudo: 'Marie Françoise Éléonore de la Grande Garenne du Bois Joli' },
  globals: phoneViewport,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await expect(canvas.getByRole('banner').getBoundingClientRect().height).toBeLessThanOrEqual(64);
    const language = canvas.getByText('FR').getBoundingClientRect();
    await expect(language.right).toBeLessThanOrEqual(window.innerWidth);
    const pseudo = canvas.getByTitle('Marie Françoise Éléonore de la Grande Garenne du Bois Joli');
    await expect(pseudo.scrollWidth).toBeGreaterThan(pseudo.clientWidth);
    await expect(pseudo.getBoundingClientRect().left).toBeGreaterThan(canvas.getByRole('button', { name: 'Ouvrir le menu' }).getBoundingClientRect().right);
  },
};

export const PhoneDrawerOpen: Story = {
  args: { isAdmin: true, pseudo: 'Paul', activePath: '/app/lapinchat' },
  globals: phoneViewport,
  play: async () => {
    // The drawer is a modal in a portal, over the page.
    const body = within(document.body);
    const nav = within(await body.findByRole('navigation', { name: "Menu de l'espace connecté" }));
    for (const name of [...entryNames, 'Admin', 'Voyage', 'Mon compte', 'Se déconnecter']) {
      const entry = nav.getByRole('button', { name });
      await expect(entry).toBeVisible();
      const box = entry.getBoundingClientRect();
      await expect(box.height, name).toBeGreaterThanOrEqual(44);
      await expect(box.right, name).toBeLessThanOrEqual(window.innerWidth);
    }
    await expect(nav.getByRole('button', { name: 'Lapinchat' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getAllByRole('button', { current: 'page' })).toHaveLength(1);
    await expect(body.getByRole('button', { name: 'Fermer le menu' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const PhoneDrawerChoiceCloses: Story = {
  globals: phoneViewport,
  play: async ({ args }) => {
    const body = within(document.body);
    const nav = within(await body.findByRole('navigation', { name: "Menu de l'espace connecté" }));
    await userEvent.click(nav.getByRole('button', { name: 'Lapingram' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/app/lapingram');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const PhoneDrawerSignOut: Story = {
  globals: phoneViewport,
  play: async ({ args }) => {
    const body = within(document.body);
    const nav = within(await body.findByRole('navigation', { name: "Menu de l'espace connecté" }));
    const signOut = nav.getByRole('button', { name: 'Se déconnecter' });
    // The last entry, below the others, still on the screen of a 390 × 844 phone.
    const box = signOut.getBoundingClientRect();
    await expect(box.bottom).toBeLessThanOrEqual(window.innerHeight);
    await expect(box.top).toBeGreaterThan(nav.getByRole('button', { name: 'Mon compte' }).getBoundingClientRect().bottom);
    await userEvent.click(signOut);
    await expect(args.onSignOut).toHaveBeenCalledTimes(1);
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(args.onNavigate).not.toHaveBeenCalled();
  },
};

export const PhoneDrawerEscapeCloses: Story = {
  globals: phoneViewport,
  play: async ({ args }) => {
    const body = within(document.body);
    await body.findByRole('navigation', { name: "Menu de l'espace connecté" });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(args.onClose).toHaveBeenCalledTimes(1));
    await userEvent.click(body.getByRole('button', { name: 'Fermer le menu' }));
    await expect(args.onClose).toHaveBeenCalledTimes(2);
    await expect(args.onNavigate).not.toHaveBeenCalled();
  },
};

const news = { '/app': 3, '/app/lapinchat': 1, '/app/admin': 120 };

export const Badges: Story = {
  args: { isAdmin: true, badges: news },
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: "Menu de l'espace connecté" }));
    // A number to see, words to hear.
    const home = nav.getByRole('button', { name: 'Accueil (3 nouveaux articles)' });
    await expect(within(home).getByText('3')).toBeVisible();
    const chat = nav.getByRole('button', { name: 'Lapinchat (1 message non lu)' });
    await expect(within(chat).getByText('1')).toBeVisible();
    const admin = nav.getByRole('button', { name: 'Admin (120 comptes en attente)' });
    await expect(within(admin).getByText('99+')).toBeVisible();
    // Nothing new: no count at all.
    await expect(nav.getByRole('button', { name: 'Lapingram' })).toHaveTextContent(/^Lapingram$/);
  },
};

export const BadgesHiddenWhenZero: Story = {
  args: { isAdmin: true, badges: { '/app': 0, '/app/lapinchat': 0, '/app/admin': 0 } },
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: "Menu de l'espace connecté" }));
    for (const name of [...entryNames, 'Admin']) await expect(nav.getByRole('button', { name })).toHaveTextContent(new RegExp(`^${name}$`));
  },
};

export const PhoneClosedWithNews: Story = {
  args: { open: false, badges: { '/app/lapinchat': 2 } },
  globals: phoneViewport,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The drawer is closed, so the button itself says something is new.
    const toggle = canvas.getByRole('button', { name: 'Ouvrir le menu (2 nouveautés)' });
    const dot = toggle.querySelector('.MuiBadge-dot') as HTMLElement;
    await expect(dot).toBeVisible();
    await expect(dot.getBoundingClientRect().width).toBeGreaterThanOrEqual(10);
  },
};

export const PhoneDrawerBadges: Story = {
  args: { badges: { '/app/lapinchat': 1 }, activePath: '/app' },
  globals: phoneViewport,
  play: async () => {
    const nav = within(await within(document.body).findByRole('navigation', { name: "Menu de l'espace connecté" }));
    const chat = nav.getByRole('button', { name: 'Lapinchat (1 message non lu)' });
    const count = within(chat).getByText('1').getBoundingClientRect();
    await expect(count.right).toBeLessThanOrEqual(chat.getBoundingClientRect().right);
    await expect(count.height).toBeGreaterThanOrEqual(20);
  },
};

/** Issue 38: photos and videos others added since Lapingram was last open. */
export const GramBadge: Story = {
  args: { badges: { '/app/lapingram': 12 } },
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: "Menu de l'espace connecté" }));
    const gram = nav.getByRole('button', { name: 'Lapingram (12 nouvelles photos ou vidéos)' });
    await expect(within(gram).getByText('12')).toBeVisible();
  },
};

export const PhoneDrawerGramBadge: Story = {
  args: { badges: { '/app/lapingram': 1 }, activePath: '/app' },
  globals: phoneViewport,
  play: async () => {
    const nav = within(await within(document.body).findByRole('navigation', { name: "Menu de l'espace connecté" }));
    const gram = nav.getByRole('button', { name: 'Lapingram (1 nouvelle photo ou vidéo)' });
    await expect(within(gram).getByText('1')).toBeVisible();
  },
};
