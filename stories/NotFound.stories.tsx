import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { NotFound } from '../src/components/NotFound.tsx';

const meta = {
  title: 'Components/NotFound',
  component: NotFound,
  parameters: { route: '/terrier-inconnu' },
} satisfies Meta<typeof NotFound>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: "Il n'y a pas de tel endroit dans le terrier" })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: "Retour à l'accueil" })).toHaveAttribute('href', '/');
  },
};

export const InsideSignedInArea: Story = {
  args: { homePath: '/app' },
  parameters: { route: '/app/terrier-inconnu' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: "Retour à l'accueil" })).toHaveAttribute('href', '/app');
  },
};
