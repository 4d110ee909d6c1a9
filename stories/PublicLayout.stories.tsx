import type { Meta, StoryObj } from '@storybook/react-vite';
import { Paper, Typography } from '@mui/material';
import { expect, within } from 'storybook/test';
import { PublicLayout } from '../src/components/PublicLayout.tsx';
import { LoginForm } from '../src/components/LoginForm.tsx';
import { AboutContent } from '../src/components/AboutContent.tsx';

const meta = {
  title: 'Components/PublicLayout',
  component: PublicLayout,
  parameters: { layout: 'fullscreen' },
  args: {
    activePath: '/',
    children: (
      <Paper sx={{ p: 3 }}>
        <Typography>Contenu de la page</Typography>
      </Paper>
    ),
  },
} satisfies Meta<typeof PublicLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Menu public' })).toBeInTheDocument();
    await expect(canvas.getByRole('main')).toHaveTextContent('Contenu de la page');
    await expect(canvas.getByRole('contentinfo')).toHaveTextContent('2025');
  },
};

export const WithLoginForm: Story = {
  args: { children: <LoginForm loading={false} registered={false} onSubmit={() => {}} /> },
};

export const WithAboutPage: Story = {
  args: { activePath: '/about', children: <AboutContent /> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'A propos' })).toHaveAttribute('aria-current', 'page');
  },
};
