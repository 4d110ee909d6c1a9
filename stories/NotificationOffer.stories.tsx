import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { phoneViewport } from '../.storybook/viewports.ts';
import { NotificationOffer, notificationOfferTexts } from '../src/components/NotificationOffer.tsx';
import { pushDeviceMessages } from '../src/api/pushDeviceBrowser.ts';

const meta = {
  title: 'Components/NotificationOffer',
  component: NotificationOffer,
  args: { checked: false, busy: false, onChange: fn() },
} satisfies Meta<typeof NotificationOffer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unticked: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('checkbox', { name: notificationOfferTexts.label }));
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};

export const Ticked: Story = {
  args: { checked: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox', { name: notificationOfferTexts.label })).toBeChecked();
  },
};

export const Asking: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox', { name: notificationOfferTexts.label })).toBeDisabled();
  },
};

export const RefusedOnPhone: Story = {
  args: { error: pushDeviceMessages.denied },
  globals: phoneViewport,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(pushDeviceMessages.denied);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
