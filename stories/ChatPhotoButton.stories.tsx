import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, within } from 'storybook/test';
import { ChatPhotoButton } from '../src/components/ChatPhotoButton.tsx';

const meta = {
  title: 'Components/ChatPhotoButton',
  component: ChatPhotoButton,
  args: { onPick: fn() },
} satisfies Meta<typeof ChatPhotoButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** "Joindre une photo" hands over the photos picked, in the picker's order. */
export const Picks: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Joindre une photo' });
    await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    const input = canvasElement.querySelector<HTMLInputElement>('input[type=file]')!;
    await expect(input).toHaveAttribute('accept', 'image/*');
    const picked = new DataTransfer();
    for (const name of ['plage.jpg', 'lac.jpg']) picked.items.add(new File(['jpeg'], name, { type: 'image/jpeg' }));
    input.files = picked.files;
    fireEvent.change(input);
    await expect(args.onPick).toHaveBeenCalledOnce();
    await expect((args.onPick as ReturnType<typeof fn>).mock.calls[0]![0].map((file: File) => file.name)).toEqual(['plage.jpg', 'lac.jpg']);
  },
};

/** While a message is on its way. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Joindre une photo' })).toBeDisabled();
  },
};
