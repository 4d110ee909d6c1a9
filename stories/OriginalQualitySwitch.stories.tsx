import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OriginalQualitySwitch } from '../src/components/OriginalQualitySwitch.tsx';

const meta = {
  title: 'Components/OriginalQualitySwitch',
  component: OriginalQualitySwitch,
  args: { checked: false, onChange: fn() },
} satisfies Meta<typeof OriginalQualitySwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ShrunkOnThePhone: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/sans leur position GPS/)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('switch', { name: "Envoyer en qualité d'origine" }));
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};

export const OriginalQuality: Story = {
  args: { checked: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('switch', { name: "Envoyer en qualité d'origine" })).toBeChecked();
    await expect(canvas.getByText('Plus lourd et plus lent : à garder pour le Wi-Fi.')).toBeInTheDocument();
  },
};
