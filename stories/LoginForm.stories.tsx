import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LoginForm } from '../src/components/LoginForm.tsx';

const meta = {
  title: 'Components/LoginForm',
  component: LoginForm,
  args: { loading: false, registered: false, onSubmit: fn() },
} satisfies Meta<typeof LoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Le terrier de Lapin' })).toBeInTheDocument();
    await expect(canvas.getByRole('img', { name: 'Logo de Lapin : un lapin' })).toBeInTheDocument();
    await expect(canvas.getByLabelText('Email')).toHaveAttribute('type', 'email');
    await expect(canvas.getByLabelText('Email')).toBeRequired();
    await expect(canvas.getByLabelText('Mot de passe')).toBeRequired();
    await expect(canvas.getByRole('link', { name: 'Pas de compte ?' })).toHaveAttribute('href', '/register');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const SubmitsTypedValues: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email'), 'Camille.Dupre@example.fr');
    await userEvent.type(canvas.getByLabelText('Mot de passe'), 'carottes-2025');
    await userEvent.click(canvas.getByRole('button', { name: 'Se connecter' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: 'Camille.Dupre@example.fr', password: 'carottes-2025' });
  },
};

export const RequiredFieldsBlockSubmit: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Se connecter' }));
    await userEvent.type(canvas.getByLabelText('Email'), 'camille@example.fr');
    await userEvent.click(canvas.getByRole('button', { name: 'Se connecter' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Se connecter/ })).toBeDisabled();
    await expect(canvas.getByRole('progressbar', { name: 'Chargement...' })).toBeInTheDocument();
  },
};

export const ServerError: Story = {
  args: { error: 'Email ou mot de passe incorrect' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Email ou mot de passe incorrect');
    await expect(canvas.getByRole('button', { name: 'Se connecter' })).toBeEnabled();
  },
};

export const LongServerError: Story = {
  args: {
    error:
      "Votre compte est toujours en attente de validation par l'admin de la famille : revenez un peu plus tard, ou demandez directement à un administrateur de valider votre inscription dans l'espace d'administration.",
  },
};

export const Registered: Story = {
  args: { registered: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent("Compte créé. En attente de validation par l'admin");
    await expect(canvas.queryByRole('link', { name: 'Pas de compte ?' })).toBeNull();
  },
};
