import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, within } from 'storybook/test';
import { PublicShell } from '../src/screens/PublicShell.tsx';

const meta = {
  title: 'Screens/PublicShell',
  component: PublicShell,
  parameters: { route: '/about', layout: 'fullscreen' },
  render: () => (
    <Routes>
      <Route element={<PublicShell />}>
        <Route path="/about" element={<p>Contenu de la page</p>} />
      </Route>
    </Routes>
  ),
} satisfies Meta<typeof PublicShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithPage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Contenu de la page')).toBeInTheDocument();
    await expect(canvas.getByText('2025')).toBeInTheDocument();
  },
};
