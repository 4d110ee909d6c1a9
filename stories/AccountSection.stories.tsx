import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '@mui/material';
import { expect, fn, userEvent, within } from 'storybook/test';
import { phoneViewport } from '../.storybook/viewports.ts';
import { AccountSection } from '../src/components/AccountSection.tsx';

const onSignOut = fn();

const meta = {
  title: 'Components/AccountSection',
  component: AccountSection,
  args: {
    titleId: 'section-sessions',
    title: 'Appareils connectés',
    intro: 'Vous êtes connecté sur cet appareil, et peut-être sur d’autres.',
    children: (
      <Button variant="outlined" size="large" onClick={onSignOut}>
        Se déconnecter
      </Button>
    ),
  },
  beforeEach: () => {
    onSignOut.mockClear();
  },
} satisfies Meta<typeof AccountSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The heading names the section, so a screen reader can jump to it.
    const section = canvas.getByRole('region', { name: 'Appareils connectés' });
    await expect(within(section).getByRole('heading', { level: 2 })).toHaveAttribute('id', 'section-sessions');
    await expect(canvas.queryByRole('status')).toBeNull();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Se déconnecter' }));
    await expect(onSignOut).toHaveBeenCalledTimes(1);
  },
};

export const Notice: Story = {
  args: { notice: 'Mot de passe changé.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Mot de passe changé.');
  },
};

export const Refused: Story = {
  args: { error: 'Session invalide ou expirée, reconnectez-vous' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Session invalide ou expirée, reconnectez-vous');
    // Above what it is about.
    await expect(alert.getBoundingClientRect().bottom).toBeLessThanOrEqual(canvas.getByRole('button').getBoundingClientRect().top);
  },
};

const longError =
  "La déconnexion de tous les appareils n'a pas pu se faire : le serveur de la famille ne répond plus pour le moment, réessayez dans quelques minutes ou demandez à un administrateur.";

export const LongFrenchTextOnPhone: Story = {
  args: { notice: 'Mot de passe changé.', error: longError },
  globals: phoneViewport,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(longError);
    await expect(canvas.getByRole('status').getBoundingClientRect().bottom).toBeLessThanOrEqual(canvas.getByRole('alert').getBoundingClientRect().top);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
