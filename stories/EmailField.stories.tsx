import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@mui/material';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EmailField } from '../src/components/EmailField.tsx';

const meta = {
  title: 'Components/EmailField',
  component: EmailField,
  decorators: [
    (Story) => (
      <Box sx={{ maxWidth: 460, display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Story />
      </Box>
    ),
  ],
  args: { label: 'Email', value: '', onChange: fn() },
} satisfies Meta<typeof EmailField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ args, canvasElement }) => {
    const field = within(canvasElement).getByLabelText('Email');
    // Password managers and the browser journeys find it by these.
    await expect(field).toHaveAttribute('type', 'email');
    await expect(field).toHaveAttribute('name', 'email');
    await expect(field).toHaveAttribute('autocomplete', 'email');
    await expect(field).toBeRequired();
    await userEvent.type(field, 'c');
    await expect(args.onChange).toHaveBeenCalledWith('c');
  },
};

export const Filled: Story = {
  args: { value: 'camille.dupre@example.fr' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Email')).toHaveValue('camille.dupre@example.fr');
  },
};

const longAddress = 'marie-francoise.eleonore.de-la-grande-garenne@terrier-fleuri.example.fr';

export const LongFrenchText: Story = {
  args: { label: 'Adresse email de la personne qui s’inscrit', value: longAddress },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByLabelText('Adresse email de la personne qui s’inscrit');
    await expect(field).toHaveValue(longAddress);
    await expect(field.getBoundingClientRect().right).toBeLessThanOrEqual(canvasElement.getBoundingClientRect().right);
  },
};
