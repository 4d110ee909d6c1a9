import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { phoneViewport } from '../.storybook/viewports.ts';
import { AdminDiskWarning } from '../src/components/AdminDiskWarning.tsx';

const meta = {
  title: 'Components/AdminDiskWarning',
  component: AdminDiskWarning,
} satisfies Meta<typeof AdminDiskWarning>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PlentyOfRoom: Story = {
  args: { status: { freeMb: 48_000, minFreeMb: 512, low: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('status')).toBeNull();
    await expect(canvasElement.textContent).toBe('');
  },
};

export const FillingUp: Story = {
  args: { status: { freeMb: 900, minFreeMb: 512, low: false } },
  play: async ({ canvasElement }) => {
    const warning = within(canvasElement).getByRole('status');
    await expect(warning).toHaveTextContent('Le disque du serveur est presque plein : il reste 900 Mo. Les envois de photos sont refusés sous 512 Mo.');
    await expect(warning).toHaveClass('MuiAlert-colorWarning');
  },
};

export const LowDisk: Story = {
  args: { status: { freeMb: 1200, minFreeMb: 2048, low: true } },
  play: async ({ canvasElement }) => {
    const warning = within(canvasElement).getByRole('status');
    // Thousands grouped the French way (a narrow no-break space, which the matcher reads as a space).
    await expect(warning).toHaveTextContent(/il reste 1\s200 Mo\. Les envois de photos sont refusés sous 2\s048 Mo\./);
    await expect(warning).toHaveTextContent('la connexion, les commentaires et le chat continuent de fonctionner');
    await expect(warning).toHaveClass('MuiAlert-colorError');
  },
};

export const LowDiskOnPhone: Story = {
  globals: phoneViewport,
  args: { status: { freeMb: 80, minFreeMb: 512, low: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
