import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AboutContent } from '../src/components/AboutContent.tsx';

const meta = {
  title: 'Components/AboutContent',
  component: AboutContent,
} satisfies Meta<typeof AboutContent>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'A propos de Lapin' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByText(/validé par un administrateur/)).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Une messagerie privée (bientôt)' })).toBeInTheDocument();
    await expect(canvas.getByText(/chiffrés de bout en bout/)).toHaveTextContent(/aucun journal sur le serveur/);
    await expect(canvas.getByText(/chiffrés de bout en bout/)).toHaveTextContent(/effacés dès qu'ils sont remis/);
  },
};
