import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ChatAlert } from '../src/components/ChatAlert.tsx';

const meta = {
  title: 'Components/ChatAlert',
  component: ChatAlert,
  args: { message: "Le serveur n'a pas pu transmettre votre message", onClose: fn() },
} satisfies Meta<typeof ChatAlert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotConfirmed: Story = {
  play: async ({ args }) => {
    // The snackbar renders in a portal, outside the story's canvas.
    const page = within(document.body);
    await expect(await page.findByRole('alert')).toHaveTextContent("Le serveur n'a pas pu transmettre votre message");
    await userEvent.click(page.getByRole('button', { name: 'Fermer' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const Unreachable: Story = {
  args: { message: 'Serveur introuvable, êtes vous connecté à internet ? operation has timed out' },
  play: async ({ args }) => {
    const page = within(document.body);
    const alert = await page.findByRole('alert');
    // The spec's alert with the error's detail appended.
    await expect(alert).toHaveTextContent('Serveur introuvable, êtes vous connecté à internet ? operation has timed out');
    await expect(alert).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const Hidden: Story = {
  args: { message: undefined },
  play: async () => {
    await expect(within(document.body).queryByRole('alert')).toBeNull();
  },
};
