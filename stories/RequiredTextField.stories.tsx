import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@mui/material';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RequiredTextField } from '../src/components/RequiredTextField.tsx';

const meta = {
  title: 'Components/RequiredTextField',
  component: RequiredTextField,
  // The account forms lay their fields out in a column inside a 460 px card.
  decorators: [
    (Story) => (
      <Box sx={{ maxWidth: 460, display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Story />
      </Box>
    ),
  ],
  args: { label: 'Pseudo', name: 'pseudo', autoComplete: 'nickname', value: '', onChange: fn() },
} satisfies Meta<typeof RequiredTextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByLabelText('Pseudo');
    await expect(field).toBeRequired();
    await expect(field).toHaveAttribute('name', 'pseudo');
    await expect(field).toHaveAttribute('autocomplete', 'nickname');
    // Every field is required: the label carries no asterisk.
    await expect(canvas.queryByText('*')).toBeNull();
    await userEvent.type(field, 'C');
    await expect(args.onChange).toHaveBeenCalledWith('C');
  },
};

export const Filled: Story = {
  args: { value: 'Camille', helperText: 'Choisissez un pseudo que la famille reconnaîtra.' },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByLabelText('Pseudo');
    await expect(field).toHaveValue('Camille');
    await expect(field).toHaveAccessibleDescription('Choisissez un pseudo que la famille reconnaîtra.');
  },
};

export const Password: Story = {
  args: { label: 'Mot de passe', name: 'password', type: 'password', autoComplete: 'current-password', value: 'carottes-2025' },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByLabelText('Mot de passe');
    await expect(field).toHaveAttribute('type', 'password');
    await expect(field).toHaveAttribute('autocomplete', 'current-password');
  },
};

export const Invalid: Story = {
  args: { value: 'Camille2', error: true, helperText: 'Seuls les lettres et espaces sont acceptés' },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByLabelText('Pseudo');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription('Seuls les lettres et espaces sont acceptés');
  },
};

export const LengthLimit: Story = {
  args: { htmlInput: { maxLength: 40 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Pseudo')).toHaveAttribute('maxlength', '40');
  },
};

const longHelp =
  "Les 10 caractères donnés par l'administrateur de la famille, par téléphone ou par message, espaces et tirets permis : recopiez-les tels quels.";

export const LongFrenchText: Story = {
  args: { label: 'Code de réinitialisation donné par l’administrateur', name: 'code', autoComplete: 'one-time-code', helperText: longHelp },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByLabelText('Code de réinitialisation donné par l’administrateur');
    await expect(field).toHaveAccessibleDescription(longHelp);
    await expect(field.getBoundingClientRect().right).toBeLessThanOrEqual(canvasElement.getBoundingClientRect().right);
  },
};
