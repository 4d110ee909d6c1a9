import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { phoneViewport } from '../.storybook/viewports.ts';
import { DraftResumeOffer } from '../src/components/DraftResumeOffer.tsx';

// 14/11/2025 18:30, local time: the story shows the same date wherever it runs.
const savedAt = new Date(2025, 10, 14, 18, 30).getTime();

const meta = {
  title: 'Components/DraftResumeOffer',
  component: DraftResumeOffer,
  args: { mode: 'publish', title: 'Le lac de Serre-Ponçon', savedAt, photos: 2, onResume: fn(), onStartOver: fn() },
} satisfies Meta<typeof DraftResumeOffer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PublisherDraft: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const offer = canvas.getByRole('region', { name: 'Reprendre le brouillon ?' });
    await expect(offer).toHaveTextContent('« Le lac de Serre-Ponçon », enregistré sur cet appareil le 14/11/2025 18:30.');
    await expect(offer).toHaveTextContent('Avec 2 photos.');
    await userEvent.click(canvas.getByRole('button', { name: 'Reprendre le brouillon' }));
    await expect(args.onResume).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Recommencer' }));
    await expect(args.onStartOver).toHaveBeenCalledTimes(1);
  },
};

export const EditorDraftWithoutTitle: Story = {
  args: { mode: 'edit', title: '  ', photos: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent("Modifier l'article");
    await expect(canvas.getByText(/« Sans titre »/)).toBeInTheDocument();
    await expect(canvas.queryByText(/photo/)).toBeNull();
    await expect(canvas.getByRole('button', { name: "Repartir de l'article publié" })).toBeInTheDocument();
  },
};

export const LongFrenchText: Story = {
  args: {
    title: "Notre grande traversée des Pyrénées à pied, de Hendaye à Banyuls-sur-Mer, avec les enfants, les grands-parents et l'âne Cadichon",
    photos: 1,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Avec 1 photo.')).toBeInTheDocument();
  },
};

export const Phone: Story = {
  globals: phoneViewport,
  args: LongFrenchText.args,
  play: async ({ canvasElement }) => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    for (const button of within(canvasElement).getAllByRole('button')) {
      await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    }
  },
};
