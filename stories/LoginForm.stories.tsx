import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LoginForm } from '../src/components/LoginForm.tsx';
import { phoneViewport } from '../.storybook/viewports.ts';

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
    const email = canvas.getByLabelText<HTMLInputElement>('Email');
    const password = canvas.getByLabelText<HTMLInputElement>('Mot de passe');
    // The browser's own check stops the form and points at the first empty field.
    await userEvent.click(canvas.getByRole('button', { name: 'Se connecter' }));
    await expect(email.validity.valueMissing).toBe(true);
    await expect(email).toHaveFocus();
    await userEvent.type(email, 'camille@example.fr');
    await userEvent.click(canvas.getByRole('button', { name: 'Se connecter' }));
    await expect(email.validity.valid).toBe(true);
    await expect(password.validity.valueMissing).toBe(true);
    await expect(password).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // Leave the field, which hides Chromium's validation bubble: the story ends without it.
    password.blur();
    await expect(document.activeElement).toBe(document.body);
    await expect(canvas.getByRole('form', { name: 'Connexion' })).toBeVisible();
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

const longError =
  "Votre compte est toujours en attente de validation par l'admin de la famille : revenez un peu plus tard, ou demandez directement à un administrateur de valider votre inscription dans l'espace d'administration.";

export const LongServerError: Story = {
  args: { error: longError },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(longError);
    // The message wraps inside the card, centred above the form, and the form stays usable.
    const card = canvas.getByRole('heading', { level: 1 }).closest('.MuiPaper-root') as HTMLElement;
    await expect(alert.getBoundingClientRect().right).toBeLessThanOrEqual(card.getBoundingClientRect().right);
    await expect(alert.getBoundingClientRect().height).toBeGreaterThan(40);
    await expect(getComputedStyle(alert).textAlign).toBe('center');
    await expect(alert.getBoundingClientRect().bottom).toBeLessThanOrEqual(canvas.getByLabelText('Email').getBoundingClientRect().top);
    await expect(canvas.getByRole('button', { name: 'Se connecter' })).toBeEnabled();
  },
};

export const OnPhone: Story = {
  globals: phoneViewport,
  parameters: { layout: 'fullscreen' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    for (const field of [canvas.getByLabelText('Email'), canvas.getByLabelText('Mot de passe')]) {
      const box = field.getBoundingClientRect();
      await expect(box.height).toBeGreaterThanOrEqual(44);
      await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    }
    const submit = canvas.getByRole('button', { name: 'Se connecter' }).getBoundingClientRect();
    await expect(submit.height).toBeGreaterThanOrEqual(44);
    await expect(submit.bottom).toBeLessThanOrEqual(window.innerHeight);
    const link = canvas.getByRole('link', { name: 'Pas de compte ?' }).getBoundingClientRect();
    await expect(link.height).toBeGreaterThanOrEqual(24);
    await expect(link.width).toBeGreaterThanOrEqual(24);
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

/** Issue 38: the relative who just registered tries to sign in while still waiting. The server's
 * answer is the one message, not a second one under « Compte créé… ». */
export const RegisteredThenWaiting: Story = {
  globals: phoneViewport,
  args: { registered: true, error: "Votre compte est en attente de validation par l'admin" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Votre compte est en attente de validation par l'admin")).toBeVisible();
    await expect(canvas.queryByText("Compte créé. En attente de validation par l'admin")).toBeNull();
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};
