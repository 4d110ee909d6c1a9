import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, within } from 'storybook/test';
import { InAppLink } from '../src/components/InAppLink.tsx';
import { phoneViewport } from '../.storybook/viewports.ts';

const meta = {
  title: 'Components/InAppLink',
  component: InAppLink,
  args: { href: '/app/voyage/jour/3', onNavigate: fn(), children: 'Voir tout le jour 3' },
} satisfies Meta<typeof InAppLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PlainClick: Story = {
  play: async ({ canvasElement, args }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Voir tout le jour 3' });
    await expect(link).toHaveAttribute('href', '/app/voyage/jour/3');
    await userEvent.click(link);
    await expect(args.onNavigate).toHaveBeenCalledWith('/app/voyage/jour/3');
  },
};

export const ModifiedClickLeftToTheBrowser: Story = {
  play: async ({ canvasElement, args }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Voir tout le jour 3' });
    // A ctrl-click opens a new tab: the app must not navigate itself. Cancel the browser's own tab so the test stays put.
    link.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(link, { ctrlKey: true });
    await expect(args.onNavigate).not.toHaveBeenCalled();
  },
};

export const NamedOtherwise: Story = {
  args: { 'aria-label': 'Ouvrir l’article La route des Aravis', children: 'La route des Aravis' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Ouvrir l’article La route des Aravis' })).toBeVisible();
  },
};

export const LongFrenchTextOnPhone: Story = {
  globals: phoneViewport,
  args: { href: '/app/article/44', children: 'Une journée entière à Saint-Gervais-les-Bains-Le-Fayet, avec les grands-parents, sous une pluie battante' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: /^Une journée entière à Saint-Gervais/ });
    await expect(link.getBoundingClientRect().right).toBeLessThanOrEqual(390);
  },
};
