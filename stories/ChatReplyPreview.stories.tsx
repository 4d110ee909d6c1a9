import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@mui/material';
import { expect, fn, userEvent, within } from 'storybook/test';
import { phoneViewport } from '../.storybook/viewports.ts';
import { ChatReplyPreview } from '../src/components/ChatReplyPreview.tsx';

const meta = {
  title: 'Components/ChatReplyPreview',
  component: ChatReplyPreview,
  decorators: [
    (Story) => (
      <Box sx={{ maxWidth: 560 }}>
        <Story />
      </Box>
    ),
  ],
  args: { sender: 'Camille', text: 'Qui vient au lac dimanche ?', onCancel: fn() },
} satisfies Meta<typeof ChatReplyPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Above the box while answering; "Annuler la réponse" answers nobody after all. */
export const Replying: Story = {
  play: async ({ args, canvasElement }) => {
    const group = within(within(canvasElement).getByRole('group', { name: 'Réponse à Camille' }));
    await expect(group.getByText('Qui vient au lac dimanche ?')).toBeVisible();
    await userEvent.click(group.getByRole('button', { name: 'Annuler la réponse' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

/** A long first line on a phone stays on one line, with the cancel button in reach. */
export const LongFrenchTextOnAPhone: Story = {
  args: { sender: 'Marie-Thérèse', text: "Est-ce que quelqu'un se souvient du nom de la petite crêperie près du port, celle de 2019 ?" },
  globals: phoneViewport,
  play: async ({ canvasElement }) => {
    const cancel = within(canvasElement).getByRole('button', { name: 'Annuler la réponse' }).getBoundingClientRect();
    await expect(cancel.right).toBeLessThanOrEqual(window.innerWidth);
    await expect(cancel.height).toBeGreaterThanOrEqual(44);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
