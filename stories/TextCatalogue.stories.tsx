import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TextCatalogue } from '../src/components/TextCatalogue.tsx';
import { textAreas } from '../src/texts/textAreas.ts';

// Every French string of the product on one page, for designers to review.
const meta = {
  title: 'Textes',
  component: TextCatalogue,
  args: { areas: textAreas },
} satisfies Meta<typeof TextCatalogue>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Catalogue: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const area of ['Connexion et inscription', 'Espace connecté', 'Administration']) {
      await expect(canvas.getByRole('heading', { level: 2, name: area })).toBeInTheDocument();
      await expect(canvas.getByRole('table', { name: area })).toBeInTheDocument();
    }
    const login = within(canvas.getByRole('table', { name: 'Connexion et inscription' }));
    await expect(login.getByRole('row', { name: "login.pending Compte créé. En attente de validation par l'admin" })).toBeInTheDocument();
    await expect(login.getByText('Seuls les lettres et espaces sont acceptés')).toBeInTheDocument();
    await expect(login.getByText('about.features[0]')).toBeInTheDocument();

    const shell = within(canvas.getByRole('table', { name: 'Espace connecté' }));
    await expect(shell.getByText("Vous n'avez pas montré patte blanche")).toBeInTheDocument();
    await expect(shell.getByText('welcome("Camille")')).toBeInTheDocument();
    await expect(shell.getByText('Bienvenue dans le terrier, Camille !')).toBeInTheDocument();

    const chat = within(canvas.getByRole('table', { name: 'Discussion' }));
    await expect(chat.getByText('Camille a rejoint le chat !')).toBeInTheDocument();

    const admin = within(canvas.getByRole('table', { name: 'Administration' }));
    await expect(admin.getByText('NOT ADMIN')).toBeInTheDocument();
    await expect(admin.getByRole('row', { name: 'access.0 En attente' })).toBeInTheDocument();
  },
};
