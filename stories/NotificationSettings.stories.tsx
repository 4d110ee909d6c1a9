import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { phoneViewport } from '../.storybook/viewports.ts';
import { NotificationSettings, notificationTexts } from '../src/components/NotificationSettings.tsx';
import { pushDeviceMessages } from '../src/api/pushDeviceBrowser.ts';
import { defaultPushSettings } from '../shared/pushTypes.ts';

const meta = {
  title: 'Components/NotificationSettings',
  component: NotificationSettings,
  args: {
    device: 'off',
    settings: defaultPushSettings,
    isAdmin: false,
    saving: false,
    onDeviceChange: fn(),
    onSettingsChange: fn(),
  },
} satisfies Meta<typeof NotificationSettings>;

export default meta;
type Story = StoryObj<typeof meta>;

const deviceSwitch = (canvasElement: HTMLElement) => within(canvasElement).getByRole('switch', { name: notificationTexts.device });

export const Off: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Notifications' })).toBeVisible();
    await expect(deviceSwitch(canvasElement)).not.toBeChecked();
    await userEvent.click(deviceSwitch(canvasElement));
    await expect(args.onDeviceChange).toHaveBeenCalledWith(true);
    // Waiting accounts are an admin's business.
    await expect(canvas.queryByRole('switch', { name: notificationTexts.accounts })).toBeNull();
  },
};

export const On: Story = {
  args: { device: 'on', isAdmin: true, settings: { ...defaultPushSettings, chat: 'all' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(deviceSwitch(canvasElement)).toBeChecked();
    await expect(canvas.getByRole('radio', { name: notificationTexts.chatChoices.all })).toBeChecked();
    await userEvent.click(canvas.getByRole('switch', { name: notificationTexts.articles }));
    await expect(args.onSettingsChange).toHaveBeenCalledWith({ articles: false });
    await userEvent.click(canvas.getByRole('radio', { name: notificationTexts.chatChoices.mentions }));
    await expect(args.onSettingsChange).toHaveBeenCalledWith({ chat: 'mentions' });
    await userEvent.click(canvas.getByRole('switch', { name: notificationTexts.accounts }));
    await expect(args.onSettingsChange).toHaveBeenCalledWith({ accounts: false });
    await userEvent.click(deviceSwitch(canvasElement));
    await expect(args.onDeviceChange).toHaveBeenCalledWith(false);
  },
};

/** « Étapes » (issue 39): « Nouvelle étape : Chamonix » when the trip reaches a new town. */
export const StepsOff: Story = {
  args: { device: 'on', settings: { ...defaultPushSettings, steps: false } },
  play: async ({ canvasElement, args }) => {
    const steps = within(canvasElement).getByRole('switch', { name: notificationTexts.steps });
    await expect(steps).not.toBeChecked();
    await userEvent.click(steps);
    await expect(args.onSettingsChange).toHaveBeenCalledWith({ steps: true });
  },
};

export const StepsOnPhone: Story = {
  args: { device: 'on', isAdmin: true },
  globals: phoneViewport,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const steps = canvas.getByRole('switch', { name: notificationTexts.steps });
    await expect(steps).toBeChecked();
    await expect(canvas.getByText(notificationTexts.steps)).toBeVisible();
    // After the comments, before the admin's waiting accounts.
    const switches = canvas.getAllByRole('switch');
    const at = (name: string) => switches.indexOf(canvas.getByRole('switch', { name }));
    await expect(at(notificationTexts.steps)).toBe(at(notificationTexts.comments) + 1);
    await expect(at(notificationTexts.accounts)).toBe(at(notificationTexts.steps) + 1);
    await userEvent.click(steps);
    await expect(args.onSettingsChange).toHaveBeenCalledWith({ steps: false });
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const Loading: Story = {
  args: { settings: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('radio')).toBeNull();
  },
};

export const Saving: Story = {
  args: { device: 'on', saving: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: notificationTexts.saving })).toBeVisible();
    // Busy, not disabled: a switch toggled with the keyboard keeps the focus (SavingSwitch.tsx).
    await expect(deviceSwitch(canvasElement)).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('switch', { name: notificationTexts.articles })).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getAllByRole('radio')[0]).toHaveAttribute('aria-disabled', 'true');
    // A press while it saves changes nothing.
    await userEvent.click(canvas.getByRole('switch', { name: notificationTexts.articles }));
    await userEvent.click(canvas.getAllByRole('radio')[0]!);
    await expect(args.onSettingsChange).not.toHaveBeenCalled();
  },
};

export const Error: Story = {
  args: { error: pushDeviceMessages.noServiceWorker },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(pushDeviceMessages.noServiceWorker);
  },
};

export const Denied: Story = {
  args: { device: 'denied' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(notificationTexts.denied)).toBeVisible();
    await expect(canvas.queryByRole('switch', { name: notificationTexts.device })).toBeNull();
    // The settings still apply to the account's other devices.
    await expect(canvas.getByRole('switch', { name: notificationTexts.articles })).toBeEnabled();
  },
};

export const Unsupported: Story = {
  args: { device: 'unsupported' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(notificationTexts.unsupported)).toBeVisible();
  },
};

export const IosOnPhone: Story = {
  args: { device: 'ios' },
  globals: phoneViewport,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/« Partager », puis « Sur l’écran d’accueil »/)).toBeVisible();
    await expect(canvas.queryByRole('switch', { name: notificationTexts.device })).toBeNull();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const LongErrorOnPhone: Story = {
  args: {
    device: 'on',
    isAdmin: true,
    error: "Le navigateur n'a pas pu activer les notifications sur cet appareil : vérifiez que Lapin est autorisé dans les réglages du téléphone, puis réessayez dans quelques instants.",
  },
  globals: phoneViewport,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
