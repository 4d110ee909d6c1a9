import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@mui/material';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SubmitButton } from '../src/components/SubmitButton.tsx';

const onFormSubmit = fn();

const meta = {
  title: 'Components/SubmitButton',
  component: SubmitButton,
  // It ends a form laid out in a column inside a 460 px card.
  decorators: [
    (Story) => (
      <Box
        component="form"
        aria-label="Formulaire"
        onSubmit={(event) => {
          event.preventDefault();
          onFormSubmit();
        }}
        sx={{ maxWidth: 460, display: 'flex', flexDirection: 'column', gap: 2 }}
      >
        <Story />
      </Box>
    ),
  ],
  args: { loading: false, children: 'Se connecter' },
  beforeEach: () => {
    onFormSubmit.mockClear();
  },
} satisfies Meta<typeof SubmitButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Se connecter' });
    await expect(button).toHaveAttribute('type', 'submit');
    await expect(button).toBeEnabled();
    await userEvent.click(button);
    await expect(onFormSubmit).toHaveBeenCalledTimes(1);
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    // The spinner stands inside the button it disables.
    const spinner = within(canvasElement).getByRole('progressbar', { name: 'Chargement...' });
    await expect(spinner.closest('button')).toBeDisabled();
    await expect(spinner.closest('button')).toHaveTextContent('Se connecter');
  },
};

const longLabel = 'Changer le mot de passe et se déconnecter de tous les autres appareils de la famille';

export const LongFrenchText: Story = {
  args: { children: longLabel },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: longLabel });
    // The label wraps inside the column rather than pushing the button out of it.
    await expect(button.getBoundingClientRect().width).toBeLessThanOrEqual(460);
    await expect(button.getBoundingClientRect().height).toBeGreaterThan(44);
  },
};
