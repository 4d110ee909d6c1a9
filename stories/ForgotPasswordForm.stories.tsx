import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ForgotPasswordForm } from '../src/components/ForgotPasswordForm.tsx';
import { phoneViewport } from '../.storybook/viewports.ts';

const meta = {
  title: 'Components/ForgotPasswordForm',
  component: ForgotPasswordForm,
  args: { loading: false, onSubmit: fn() },
} satisfies Meta<typeof ForgotPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

async function fill(canvasElement: HTMLElement, password: string, confirmation = password) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText('Email'), 'odile@example.org');
  await userEvent.type(canvas.getByLabelText('Code'), 'K7PQ2-MX9RT');
  await userEvent.type(canvas.getByLabelText('Nouveau mot de passe'), password);
  await userEvent.type(canvas.getByLabelText('Confirmation du nouveau mot de passe'), confirmation);
  return canvas;
}

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Mot de passe oublié ?');
    await expect(canvas.getByText(/Demandez un code à un administrateur/)).toBeVisible();
    await expect(canvas.getByLabelText('Email')).toBeRequired();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const SubmitsEmailCodeAndPassword: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = await fill(canvasElement, 'potiron-2025');
    await userEvent.click(canvas.getByRole('button', { name: 'Changer le mot de passe' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: 'odile@example.org', code: 'K7PQ2-MX9RT', password: 'potiron-2025' });
  },
};

export const MismatchStaysHere: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = await fill(canvasElement, 'potiron-2025', 'potiron-2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Changer le mot de passe' }));
    await expect(canvas.getByText('Les mots de passe ne correspondent pas')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Changer le mot de passe/ })).toBeDisabled();
  },
};

export const Refused: Story = {
  args: { error: 'Code invalide ou expiré : demandez-en un nouveau à un administrateur' },
  globals: phoneViewport,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Code invalide ou expiré');
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
