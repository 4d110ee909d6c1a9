import type { Meta, StoryObj } from '@storybook/react-vite';
import { Link, TextField, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { expect, fn, userEvent, within } from 'storybook/test';
import { phoneViewport } from '../.storybook/viewports.ts';
import { PublicFormCard } from '../src/components/PublicFormCard.tsx';

const meta = {
  title: 'Components/PublicFormCard',
  component: PublicFormCard,
  args: {
    maxWidth: 460,
    title: 'Mot de passe oublié ?',
    formLabel: 'Nouveau mot de passe avec un code',
    submitLabel: 'Changer le mot de passe',
    loading: false,
    onSubmit: fn(),
    // Uncontrolled, so a story can type into it with nothing behind.
    children: <TextField label="Code" name="code" required fullWidth slotProps={{ inputLabel: { required: false } }} />,
    links: (
      <Link component={RouterLink} to="/">
        Retour à la connexion
      </Link>
    ),
  },
} satisfies Meta<typeof PublicFormCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Mot de passe oublié ?' })).toBeInTheDocument();
    await expect(canvas.getByRole('form', { name: 'Nouveau mot de passe avec un code' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Retour à la connexion' })).toHaveAttribute('href', '/');
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.queryByRole('img')).toBeNull();
    // The browser's own check keeps an empty required field from being sent.
    await userEvent.click(canvas.getByRole('button', { name: 'Changer le mot de passe' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const SubmitsWhenFilled: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Code'), 'K7QM-2PXD-9T');
    await userEvent.click(canvas.getByRole('button', { name: 'Changer le mot de passe' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const WithLogoAndIntro: Story = {
  args: {
    maxWidth: 420,
    logo: true,
    title: 'Le terrier de Lapin',
    intro: (
      <Typography role="status" sx={{ textAlign: 'center', color: 'success.dark', fontWeight: 600 }}>
        Compte créé. En attente de validation par l'admin
      </Typography>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const logo = canvas.getByRole('img', { name: 'Logo de Lapin : un lapin' });
    const title = canvas.getByRole('heading', { level: 1, name: 'Le terrier de Lapin' });
    const status = canvas.getByRole('status');
    // Logo, title, then what the intro says, above the form.
    await expect(logo.getBoundingClientRect().bottom).toBeLessThanOrEqual(title.getBoundingClientRect().top);
    await expect(title.getBoundingClientRect().bottom).toBeLessThanOrEqual(status.getBoundingClientRect().top);
    await expect(status.getBoundingClientRect().bottom).toBeLessThanOrEqual(canvas.getByLabelText('Code').getBoundingClientRect().top);
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Changer le mot de passe/ })).toBeDisabled();
    await expect(canvas.getByRole('progressbar', { name: 'Chargement...' })).toBeInTheDocument();
  },
};

export const ServerError: Story = {
  args: { error: 'Ce code ne convient pas : il est faux, déjà utilisé ou expiré. Demandez-en un nouveau à l’admin' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Ce code ne convient pas : il est faux, déjà utilisé ou expiré. Demandez-en un nouveau à l’admin');
    await expect(alert.getBoundingClientRect().bottom).toBeLessThanOrEqual(canvas.getByLabelText('Code').getBoundingClientRect().top);
    await expect(canvas.getByRole('button', { name: 'Changer le mot de passe' })).toBeEnabled();
  },
};

const longError =
  "Votre compte est toujours en attente de validation par l'admin de la famille : revenez un peu plus tard, ou demandez directement à un administrateur de valider votre inscription dans l'espace d'administration.";

export const LongFrenchTextOnPhone: Story = {
  args: { error: longError },
  globals: phoneViewport,
  parameters: { layout: 'fullscreen' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(longError);
    await expect(getComputedStyle(alert).textAlign).toBe('center');
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await expect(canvas.getByRole('button', { name: 'Changer le mot de passe' }).getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};
