import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { phoneViewport } from '../.storybook/viewports.ts';
import { AdminArchiveSection } from '../src/components/AdminArchiveSection.tsx';

const meta = {
  title: 'Components/AdminArchiveSection',
  component: AdminArchiveSection,
  args: { busy: false, onDownload: fn() },
} satisfies Meta<typeof AdminArchiveSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Archive de la famille' })).toBeInTheDocument();
    await expect(canvas.getByText(/s’ouvre sans Internet/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Télécharger l’archive' }));
    await expect(args.onDownload).toHaveBeenCalledTimes(1);
  },
};

export const Preparing: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Préparation…' })).toBeDisabled();
  },
};

export const Refused: Story = {
  args: { error: 'Session invalide ou expirée, reconnectez-vous' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('L’archive n’a pas pu être préparée : Session invalide');
    await expect(canvas.getByRole('button', { name: 'Télécharger l’archive' })).toBeEnabled();
  },
};

export const OnPhone: Story = {
  globals: phoneViewport,
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Télécharger l’archive' });
    const section = within(canvasElement).getByRole('region', { name: 'Archive de la famille' });
    // Full width in its card, thumb-sized.
    await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(section.getBoundingClientRect().width - button.getBoundingClientRect().width).toBeLessThan(60);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
