import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@mui/material';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NewPasswordFields } from '../src/components/NewPasswordFields.tsx';

const meta = {
  title: 'Components/NewPasswordFields',
  component: NewPasswordFields,
  // The forms lay their fields out in a column, 16 px apart, inside a 460 px card.
  decorators: [
    (Story) => (
      <Box sx={{ maxWidth: 460, display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Story />
      </Box>
    ),
  ],
  args: {
    passwordLabel: 'Nouveau mot de passe',
    confirmationLabel: 'Confirmation du nouveau mot de passe',
    passwordName: 'new-password',
    confirmationName: 'confirm-password',
    password: '',
    confirmation: '',
    tooShort: false,
    differ: false,
    onPasswordChange: fn(),
    onConfirmationChange: fn(),
  },
} satisfies Meta<typeof NewPasswordFields>;

export default meta;
type Story = StoryObj<typeof meta>;

const hint = 'Au moins 8 caractères';
const tooShort = 'Le mot de passe doit contenir au moins 8 caractères';
const differ = 'Les mots de passe ne correspondent pas';

export const Empty: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const password = canvas.getByLabelText('Nouveau mot de passe');
    const confirmation = canvas.getByLabelText('Confirmation du nouveau mot de passe');
    for (const field of [password, confirmation]) {
      await expect(field).toBeRequired();
      await expect(field).toHaveAttribute('type', 'password');
      await expect(field).toHaveAttribute('autocomplete', 'new-password');
      await expect(field).toHaveAttribute('aria-invalid', 'false');
    }
    await expect(password).toHaveAttribute('name', 'new-password');
    await expect(confirmation).toHaveAttribute('name', 'confirm-password');
    await expect(canvas.getByText(hint)).toBeVisible();
    await userEvent.type(password, 'l');
    await expect(args.onPasswordChange).toHaveBeenCalledWith('l');
    await userEvent.type(confirmation, 'l');
    await expect(args.onConfirmationChange).toHaveBeenCalledWith('l');
  },
};

export const Filled: Story = {
  args: { password: 'carottes-2025', confirmation: 'carottes-2025' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Nouveau mot de passe')).toHaveValue('carottes-2025');
    await expect(canvas.getByLabelText('Confirmation du nouveau mot de passe')).toHaveValue('carottes-2025');
    await expect(canvas.queryByText(differ)).toBeNull();
    await expect(canvas.queryByText(tooShort)).toBeNull();
  },
};

export const MismatchError: Story = {
  args: { password: 'carottes-2025', confirmation: 'carottes-2024', differ: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(differ)).toBeVisible();
    await expect(canvas.getByLabelText('Confirmation du nouveau mot de passe')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText('Nouveau mot de passe')).toHaveAttribute('aria-invalid', 'false');
    await expect(canvas.getByText(hint)).toBeVisible();
  },
};

export const TooShortError: Story = {
  args: { password: 'lapin', confirmation: 'lapin', tooShort: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(tooShort)).toBeVisible();
    await expect(canvas.queryByText(hint)).toBeNull();
    await expect(canvas.getByLabelText('Nouveau mot de passe')).toHaveAttribute('aria-invalid', 'true');
  },
};

const longPasswordLabel = 'Nouveau mot de passe, que personne dans la famille ne devinera, même pas les cousins';
const longConfirmationLabel = 'Confirmation du nouveau mot de passe, tapé une seconde fois exactement comme la première';

export const LongFrenchText: Story = {
  args: {
    passwordLabel: longPasswordLabel,
    confirmationLabel: longConfirmationLabel,
    password: 'carottes-2025',
    confirmation: 'carottes-2024',
    tooShort: true,
    differ: true,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(longPasswordLabel)).toHaveValue('carottes-2025');
    await expect(canvas.getByLabelText(longConfirmationLabel)).toHaveValue('carottes-2024');
    await expect(canvas.getByText(tooShort)).toBeVisible();
    await expect(canvas.getByText(differ)).toBeVisible();
    // The long labels and messages wrap inside the 460 px column instead of widening it.
    for (const label of [longPasswordLabel, longConfirmationLabel]) {
      const control = canvas.getByLabelText(label).closest('.MuiFormControl-root') as HTMLElement;
      await expect(control.getBoundingClientRect().width).toBeLessThanOrEqual(460);
    }
  },
};
