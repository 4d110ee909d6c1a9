import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RegisterForm } from '../src/components/RegisterForm.tsx';
import { phoneViewport } from '../.storybook/viewports.ts';

const meta = {
  title: 'Components/RegisterForm',
  component: RegisterForm,
  args: { loading: false, onSubmit: fn() },
} satisfies Meta<typeof RegisterForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const pseudoInvalid = 'Seuls les lettres et espaces sont acceptés';
const passwordsDiffer = 'Les mots de passe ne correspondent pas';

function fields(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  return {
    canvas,
    pseudo: canvas.getByLabelText('Pseudo'),
    email: canvas.getByLabelText('Email'),
    password: canvas.getByLabelText('Mot de passe'),
    confirm: canvas.getByLabelText('Confirmation mot de passe'),
    submit: canvas.getByRole('button', { name: "S'enregistrer" }),
  };
}

export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, pseudo, email, password, confirm } = fields(canvasElement);
    for (const field of [pseudo, email, password, confirm]) await expect(field).toBeRequired();
    await expect(email).toHaveAttribute('type', 'email');
    await expect(canvas.getByRole('link', { name: 'Déjà enregistré ?' })).toHaveAttribute('href', '/');
    await expect(canvas.getByText('Au moins 8 caractères')).toBeInTheDocument();
  },
};

export const PseudoWithDigit: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, pseudo } = fields(canvasElement);
    await userEvent.type(pseudo, 'Camille2');
    await expect(canvas.getByText(pseudoInvalid)).toBeInTheDocument();
    await expect(pseudo).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(pseudo, '{Backspace}');
    await expect(canvas.queryByText(pseudoInvalid)).toBeNull();
    await expect(pseudo).toHaveAttribute('aria-invalid', 'false');
    await userEvent.type(pseudo, ' <3');
    await expect(canvas.getByText(pseudoInvalid)).toBeInTheDocument();
  },
};

export const InvalidPseudoBlocksSubmit: Story = {
  play: async ({ args, canvasElement }) => {
    const { canvas, pseudo, email, password, confirm, submit } = fields(canvasElement);
    await userEvent.type(pseudo, 'camille_d');
    await userEvent.type(email, 'camille@example.fr');
    await userEvent.type(password, 'carottes-2025');
    await userEvent.type(confirm, 'carottes-2025');
    await userEvent.click(submit);
    await expect(canvas.getByText(pseudoInvalid)).toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const PasswordsDiffer: Story = {
  play: async ({ args, canvasElement }) => {
    const { canvas, pseudo, email, password, confirm, submit } = fields(canvasElement);
    await userEvent.type(pseudo, 'Camille');
    await userEvent.type(email, 'camille@example.fr');
    await userEvent.type(password, 'carottes-2025');
    await userEvent.type(confirm, 'carottes-2024');
    await userEvent.click(submit);
    await expect(canvas.getByText(passwordsDiffer)).toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const PasswordTooShort: Story = {
  play: async ({ args, canvasElement }) => {
    const { canvas, pseudo, email, password, confirm, submit } = fields(canvasElement);
    await userEvent.type(pseudo, 'Camille');
    await userEvent.type(email, 'camille@example.fr');
    await userEvent.type(password, 'lapin');
    await userEvent.type(confirm, 'lapin');
    await userEvent.click(submit);
    await expect(canvas.getByText('Le mot de passe doit contenir au moins 8 caractères')).toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

// The server counts code points: four emoji are eight UTF-16 units but four characters.
export const FourEmojiPasswordTooShort: Story = {
  play: async ({ args, canvasElement }) => {
    const { canvas, pseudo, email, password, confirm, submit } = fields(canvasElement);
    await userEvent.type(pseudo, 'Camille');
    await userEvent.type(email, 'camille@example.fr');
    await userEvent.type(password, '🐇🥕🐇🥕');
    await userEvent.type(confirm, '🐇🥕🐇🥕');
    await expect(password).toHaveValue('🐇🥕🐇🥕');
    await userEvent.click(submit);
    await expect(canvas.getByText('Le mot de passe doit contenir au moins 8 caractères')).toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const SpacesOnlyPseudo: Story = {
  play: async ({ args, canvasElement }) => {
    const { canvas, pseudo, email, password, confirm, submit } = fields(canvasElement);
    await userEvent.type(pseudo, '   ');
    await userEvent.type(email, 'camille@example.fr');
    await userEvent.type(password, 'carottes-2025');
    await userEvent.type(confirm, 'carottes-2025');
    await userEvent.click(submit);
    await expect(canvas.getByText('Le pseudo doit contenir au moins une lettre')).toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const SubmitsValues: Story = {
  play: async ({ args, canvasElement }) => {
    const { pseudo, email, password, confirm, submit } = fields(canvasElement);
    await userEvent.type(pseudo, 'Camille Dupré');
    await userEvent.type(email, 'Camille.Dupre@Example.fr');
    await userEvent.type(password, 'carottes & co 2025');
    await userEvent.type(confirm, 'carottes & co 2025');
    await userEvent.click(submit);
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      pseudo: 'Camille Dupré',
      email: 'Camille.Dupre@Example.fr',
      password: 'carottes & co 2025',
    });
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /S'enregistrer/ })).toBeDisabled();
    await expect(canvas.getByRole('progressbar', { name: 'Chargement...' })).toBeInTheDocument();
  },
};

export const ServerError: Story = {
  args: { error: 'Ce pseudo est déjà utilisé' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Ce pseudo est déjà utilisé');
  },
};

const longError =
  "L'inscription n'a pas pu aboutir : cette adresse électronique est déjà associée à un compte du terrier. Si vous avez oublié votre mot de passe, demandez à un administrateur de la famille de réinitialiser votre accès.";

export const LongServerError: Story = {
  args: { error: longError },
  play: async ({ canvasElement }) => {
    const { canvas, pseudo, submit } = fields(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(longError);
    // Centred under the title, wrapped inside the card, above the first field.
    const card = canvas.getByRole('heading', { level: 1, name: 'Enregistrement' }).closest('.MuiPaper-root') as HTMLElement;
    await expect(alert.getBoundingClientRect().right).toBeLessThanOrEqual(card.getBoundingClientRect().right);
    await expect(alert.getBoundingClientRect().height).toBeGreaterThan(40);
    await expect(getComputedStyle(alert).textAlign).toBe('center');
    await expect(alert.getBoundingClientRect().bottom).toBeLessThanOrEqual(pseudo.getBoundingClientRect().top);
    await expect(submit).toBeEnabled();
  },
};

export const OnPhone: Story = {
  globals: phoneViewport,
  parameters: { layout: 'fullscreen' },
  play: async ({ canvasElement }) => {
    const { canvas, pseudo, email, password, confirm, submit } = fields(canvasElement);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    for (const field of [pseudo, email, password, confirm, submit]) {
      const box = field.getBoundingClientRect();
      await expect(box.height).toBeGreaterThanOrEqual(44);
      await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    }
    const link = canvas.getByRole('link', { name: 'Déjà enregistré ?' }).getBoundingClientRect();
    await expect(link.height).toBeGreaterThanOrEqual(24);
    await expect(link.top).toBeGreaterThan(submit.getBoundingClientRect().bottom);
  },
};
