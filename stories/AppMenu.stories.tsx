import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AppMenu } from '../src/components/AppMenu.tsx';

const meta = {
  title: 'Components/AppMenu',
  component: AppMenu,
  parameters: { layout: 'fullscreen' },
  args: {
    firstName: 'Camille',
    isAdmin: false,
    activePath: '/app',
    open: true,
    onToggle: fn(),
    onNavigate: fn(),
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
  },
};

export const OpenAdmin: Story = {
  args: { firstName: 'Paul', isAdmin: true, activePath: '/app/admin' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Admin' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: 'Accueil' })).not.toHaveAttribute('aria-current');
    await userEvent.click(canvas.getByRole('button', { name: 'Lapinchat' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/app/lapinchat');
    await userEvent.click(canvas.getByRole('button', { name: 'Admin' }));
    await expect(args.onNavigate).toHaveBeenLastCalledWith('/app/admin');
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
  args: { open: false, isAdmin: true, firstName: 'Paul' },
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
    firstName: 'Marie Françoise Éléonore de la Grande Garenne du Bois Joli',
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
