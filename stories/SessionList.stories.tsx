import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { phoneViewport } from '../.storybook/viewports.ts';
import { SessionList } from '../src/components/SessionList.tsx';
import { sampleSessions } from '../src/testing/fakeAccountsApi.ts';

const onEnd = fn();

const meta = {
  title: 'Components/SessionList',
  component: SessionList,
  args: { sessions: sampleSessions, loading: false, onEnd },
  beforeEach: () => {
    onEnd.mockClear();
  },
} satisfies Meta<typeof SessionList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const items = within(canvas.getByRole('list', { name: 'Vos appareils connectés' })).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(items[0]).toHaveTextContent('Firefox sur Windows');
    await expect(items[0]).toHaveTextContent('Dernière utilisation : 29/11/2026 08:00');
    await expect(items[0]).toHaveTextContent('Cet appareil');
    // This device has no « Déconnecter »: the buttons below the list sign it out.
    await expect(within(items[0]!).queryByRole('button')).toBeNull();
    await expect(within(items[1]!).getByRole('button', { name: 'Déconnecter Chrome sur Android' })).toBeEnabled();
    await expect(items[2]).toHaveTextContent('Appareil inconnu');
    await expect(items[2]).toHaveTextContent('Dernière utilisation : 03/10/2026 09:05');
  },
};

export const ConfirmEnd: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Déconnecter Chrome sur Android' }));
    const dialog = within(await within(document.body).findByRole('alertdialog', { name: /^Déconnecter Chrome sur Android\s\?$/ }));
    await expect(dialog.getByText(/reconnecter avec votre mot de passe/)).toBeVisible();
    // Nothing happens before the confirmation.
    await expect(onEnd).not.toHaveBeenCalled();
    await userEvent.click(dialog.getByRole('button', { name: 'Déconnecter' }));
    await expect(onEnd).toHaveBeenCalledWith(2);
  },
};

export const CancelEnd: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Déconnecter Appareil inconnu' }));
    const body = within(document.body);
    await userEvent.click(within(await body.findByRole('alertdialog')).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(onEnd).not.toHaveBeenCalled();
  },
};

export const Ending: Story = {
  args: { endingId: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Déconnecter Chrome sur Android' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Déconnecter Appareil inconnu' })).toBeDisabled();
    await expect(canvas.getByLabelText('Chargement...')).toBeInTheDocument();
  },
};

export const OnlyThisDevice: Story = {
  args: { sessions: sampleSessions.filter((session) => session.current) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(1);
    await expect(canvas.getByText('Cet appareil')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Loading: Story = {
  args: { sessions: [], loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'Chargement des appareils...' })).toBeInTheDocument();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

export const Refused: Story = {
  args: { error: "Cet appareil n'est plus connecté à votre compte" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent("Cet appareil n'est plus connecté à votre compte");
    await expect(alert.getBoundingClientRect().bottom).toBeLessThanOrEqual(canvas.getByRole('list').getBoundingClientRect().top);
  },
};

export const OnPhone: Story = {
  globals: phoneViewport,
  args: {
    error: 'Le serveur de la famille ne répond plus pour le moment, réessayez dans quelques minutes ou demandez à un administrateur.',
    sessions: [...sampleSessions, { id: 9, device: 'Samsung Internet sur Android', lastUsed: new Date(2026, 10, 1, 21, 17).getTime(), current: false }],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    for (const button of canvas.getAllByRole('button', { name: /^Déconnecter / })) {
      const box = button.getBoundingClientRect();
      await expect(box.height).toBeGreaterThanOrEqual(44);
      await expect(box.width).toBeGreaterThanOrEqual(44);
      await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    }
    await expect(canvas.getByText('Samsung Internet sur Android')).toBeVisible();
  },
};

export const OnPhoneConfirmation: Story = {
  globals: phoneViewport,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Déconnecter Chrome sur Android' }));
    const dialog = await within(document.body).findByRole('alertdialog');
    const box = dialog.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    for (const name of ['Annuler', 'Déconnecter']) {
      await expect(within(dialog).getByRole('button', { name }).getBoundingClientRect().height, name).toBeGreaterThanOrEqual(44);
    }
  },
};
