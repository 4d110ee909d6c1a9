import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AlbumCreateForm } from '../src/components/AlbumCreateForm.tsx';

const meta = {
  title: 'Components/AlbumCreateForm',
  component: AlbumCreateForm,
  args: { creation: 'idle', onCreate: fn() },
} satisfies Meta<typeof AlbumCreateForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Nom du dossier'), '  Vacances en Bretagne ');
    await userEvent.click(canvas.getByRole('button', { name: 'Créer' }));
    // Open to the family's photos unless the admin says otherwise.
    await expect(canvas.getByRole('checkbox', { name: 'Les membres peuvent ajouter des photos' })).toBeChecked();
    await expect(args.onCreate).toHaveBeenCalledWith('Vacances en Bretagne', true);
  },
};

export const ClosedToMembers: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Nom du dossier'), 'Archives de famille');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Les membres peuvent ajouter des photos' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Créer' }));
    await expect(args.onCreate).toHaveBeenCalledWith('Archives de famille', false);
  },
};

export const EmptyName: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Nom du dossier'), '   ');
    await userEvent.click(canvas.getByRole('button', { name: 'Créer' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Folder name is empty');
    await expect(args.onCreate).not.toHaveBeenCalled();
  },
};

export const Creating: Story = {
  args: { creation: 'creating' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    // While the server creates the folder, the button waits and cannot send it twice.
    const create = canvas.getByRole('button', { name: /Créer/ });
    await expect(create).toBeDisabled();
    await expect(within(create).getByRole('progressbar')).toBeInTheDocument();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await userEvent.type(canvas.getByLabelText('Nom du dossier'), 'Corse{Enter}');
    await expect(args.onCreate).not.toHaveBeenCalled();
  },
};

export const Created: Story = {
  args: { creation: 'created' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Album created !');
  },
};

export const Failed: Story = {
  args: { creation: 'failed' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Album creation has failed !');
  },
};

/** The spec's alert stays, and the server's French reason says what to change. */
export const FailedWithReason: Story = {
  args: { creation: 'failed', creationError: 'Un album porte déjà ce nom' },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Album creation has failed !');
    await expect(alert).toHaveTextContent('Un album porte déjà ce nom');
  },
};
