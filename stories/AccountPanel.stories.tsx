import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AccountPanel } from '../src/components/AccountPanel.tsx';
import { phoneViewport } from '../.storybook/viewports.ts';

const meta = {
  title: 'Components/AccountPanel',
  component: AccountPanel,
  args: { pseudo: 'Marie', busy: false, changed: false, onChangePassword: fn(), onSignOutEverywhere: fn(), onSignOut: fn() },
} satisfies Meta<typeof AccountPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

async function fill(canvasElement: HTMLElement, current: string, next: string, confirmation = next) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText('Mot de passe actuel'), current);
  await userEvent.type(canvas.getByLabelText('Nouveau mot de passe'), next);
  await userEvent.type(canvas.getByLabelText('Confirmation du nouveau mot de passe'), confirmation);
  return canvas;
}

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Mon compte' })).toBeVisible();
    await expect(canvas.getByText('Connecté en tant que Marie')).toBeVisible();
    await expect(canvas.getByText('Au moins 8 caractères')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Changer le mot de passe' })).toBeEnabled();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const SubmitsBothPasswords: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = await fill(canvasElement, 'carottes-2025', 'navets-du-jardin');
    await userEvent.click(canvas.getByRole('button', { name: 'Changer le mot de passe' }));
    await expect(args.onChangePassword).toHaveBeenCalledWith('carottes-2025', 'navets-du-jardin');
  },
};

export const MismatchAndTooShortStayHere: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = await fill(canvasElement, 'carottes-2025', 'court', 'courte');
    await userEvent.click(canvas.getByRole('button', { name: 'Changer le mot de passe' }));
    await expect(canvas.getByText('Le mot de passe doit contenir au moins 8 caractères')).toBeVisible();
    await expect(canvas.getByText('Les mots de passe ne correspondent pas')).toBeVisible();
    await expect(args.onChangePassword).not.toHaveBeenCalled();
  },
};

export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Changer le mot de passe/ })).toBeDisabled();
  },
};

export const Refused: Story = {
  args: { error: "L'ancien mot de passe est incorrect" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent("L'ancien mot de passe est incorrect");
  },
};

export const Changed: Story = {
  args: { changed: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Mot de passe changé. Vos autres appareils ont été déconnectés.');
  },
};

export const SignOutEverywhereAsksFirst: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Se déconnecter de tous les appareils' }));
    const dialog = within(canvasElement.ownerDocument.body).getByRole('alertdialog', { name: 'Se déconnecter de tous les appareils ?' });
    await expect(args.onSignOutEverywhere).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tout déconnecter' }));
    await expect(args.onSignOutEverywhere).toHaveBeenCalledTimes(1);
    // Once the dialog has closed, the page is back in reach.
    await userEvent.click(await canvas.findByRole('button', { name: 'Se déconnecter' }));
    await expect(args.onSignOut).toHaveBeenCalledTimes(1);
  },
};

export const LongFrenchText: Story = {
  args: {
    pseudo: 'Marie-Françoise de la Grande Tourelle du Vieux Moulin',
    accountError: 'La déconnexion de tous les appareils a échoué : le serveur ne répond pas, réessayez dans un instant.',
  },
  globals: phoneViewport,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Connecté en tant que Marie-Françoise/)).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('La déconnexion de tous les appareils a échoué');
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
