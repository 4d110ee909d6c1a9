import type { Meta, StoryObj } from '@storybook/react-vite';
import { Typography } from '@mui/material';
import { expect, within } from 'storybook/test';
import { phoneViewport } from '../.storybook/viewports.ts';
import { AdminSection } from '../src/components/AdminSection.tsx';

const meta = {
  title: 'Components/AdminSection',
  component: AdminSection,
  args: {
    title: 'Sauvegardes',
    children: <Typography>La dernière sauvegarde date d’hier soir.</Typography>,
  },
} satisfies Meta<typeof AdminSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The heading names the section, so a screen reader can jump to it.
    const section = canvas.getByRole('region', { name: 'Sauvegardes' });
    await expect(within(section).getByRole('heading', { level: 2, name: 'Sauvegardes' })).toBeInTheDocument();
    await expect(within(section).getByText('La dernière sauvegarde date d’hier soir.')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { children: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Sauvegardes' })).toBeInTheDocument();
  },
};

const longTitle = 'Archive de la famille, lisible sans Lapin sur n’importe quel ordinateur de la maison';

export const LongFrenchTextOnPhone: Story = {
  args: { title: longTitle },
  globals: phoneViewport,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: longTitle })).toBeInTheDocument();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
