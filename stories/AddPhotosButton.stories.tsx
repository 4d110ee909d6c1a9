import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AddPhotosButton } from '../src/components/AddPhotosButton.tsx';
import { phoneViewport } from '../.storybook/viewports.ts';
import { jpegFiles } from './support/sampleFiles.ts';

const meta = {
  title: 'Components/AddPhotosButton',
  component: AddPhotosButton,
  args: { onPick: fn() },
} satisfies Meta<typeof AddPhotosButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PicksManyPhotos: Story = {
  play: async ({ args, canvasElement }) => {
    const picker = within(canvasElement).getByLabelText('Choisir des photos');
    await expect(picker).toHaveAttribute('accept', 'image/*');
    await expect(picker).toHaveAttribute('multiple');
    const files = jpegFiles(12);
    await userEvent.upload(picker, files);
    await expect(args.onPick).toHaveBeenCalledWith(files);
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Choisir des photos' })).toBeDisabled();
  },
};

export const Phone: Story = {
  globals: phoneViewport,
  args: { label: 'Ajouter des photos' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Ajouter des photos' });
    await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};
