import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { phoneViewport } from '../.storybook/viewports.ts';
import { AdminArchiveSection } from '../src/components/AdminArchiveSection.tsx';

const meta = {
  title: 'Components/AdminArchiveSection',
  component: AdminArchiveSection,
  args: { busy: false, originals: false, onOriginalsChange: fn(), onDownload: fn() },
} satisfies Meta<typeof AdminArchiveSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Archive de la famille' })).toBeInTheDocument();
    await expect(canvas.getByText(/s’ouvre sans Internet/)).toBeVisible();
    // Off by default: the originals make the archive much heavier.
    const originals = canvas.getByRole('checkbox', { name: 'Inclure les photos d’origine (archive beaucoup plus lourde)' });
    await expect(originals).not.toBeChecked();
    await userEvent.click(originals);
    await expect(args.onOriginalsChange).toHaveBeenCalledWith(true);
    await userEvent.click(canvas.getByRole('button', { name: 'Télécharger l’archive' }));
    await expect(args.onDownload).toHaveBeenCalledTimes(1);
  },
};

export const WithOriginals: Story = {
  args: { originals: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const originals = canvas.getByRole('checkbox', { name: /photos d’origine/ });
    await expect(originals).toBeChecked();
    await userEvent.click(originals);
    await expect(args.onOriginalsChange).toHaveBeenCalledWith(false);
  },
};

export const PreparingWithOriginals: Story = {
  args: { busy: true, originals: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The choice is made once the link is asked for: it cannot change mid-way.
    await expect(canvas.getByRole('checkbox', { name: /photos d’origine/ })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Préparation…' })).toBeDisabled();
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
  args: { originals: true },
  play: async ({ canvasElement }) => {
    // The long label wraps within the card rather than widening the page.
    await expect(within(canvasElement).getByRole('checkbox', { name: /photos d’origine/ })).toBeChecked();
    const button = within(canvasElement).getByRole('button', { name: 'Télécharger l’archive' });
    const section = within(canvasElement).getByRole('region', { name: 'Archive de la famille' });
    // Full width in its card, thumb-sized.
    await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(section.getBoundingClientRect().width - button.getBoundingClientRect().width).toBeLessThan(60);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
