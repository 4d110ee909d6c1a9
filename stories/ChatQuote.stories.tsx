import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@mui/material';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ChatQuote } from '../src/components/ChatQuote.tsx';

const meta = {
  title: 'Components/ChatQuote',
  component: ChatQuote,
  decorators: [
    (Story) => (
      <Box sx={{ maxWidth: 320 }}>
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof ChatQuote>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Above a reply: a tap goes to the message answered. */
export const GoesToTheMessage: Story = {
  args: { sender: 'Camille', text: 'Qui vient au lac dimanche ?', onClick: fn() },
  play: async ({ args, canvasElement }) => {
    const quote = within(canvasElement).getByRole('button', { name: /^Aller au message auquel ceci répond : Camille/ });
    await expect(quote).toHaveTextContent('Qui vient au lac dimanche ?');
    await userEvent.click(quote);
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

/** Only the first line shows, cut to the width; photos alone read "Photo". */
export const LongFrenchTextAndPhotoAlone: Story = {
  args: {
    sender: 'Marie-Thérèse',
    text: "Est-ce que quelqu'un se souvient du nom de la petite crêperie près du port, celle où l'on avait mangé en 2019 ?\nJe voudrais y retourner.",
  },
  render: (args) => (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <ChatQuote {...args} />
      <ChatQuote sender="Paul" text="" />
    </Box>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText('Je voudrais y retourner.')).toBeNull();
    await expect(canvas.getByText('Photo')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** The message answered is gone. */
export const Deleted: Story = {
  args: { onClick: fn() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Message supprimé')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
