import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ArticleTile } from '../src/components/ArticleTile.tsx';
import { julyAfternoon, longFrench } from './support/sampleArticles.ts';
import { phoneViewport } from '../.storybook/viewports.ts';
import { jpegDataUrl } from '../src/components/jpegDataUrl.ts';
import { seaJpeg } from './support/sampleImages.ts';

const meta = {
  title: 'Components/ArticleTile',
  component: ArticleTile,
  args: {
    id: 7,
    title: 'Le lac de Serre-Ponçon',
    bandeau: 'Une journée au bord de l’eau',
    writer: 'Marie',
    ts: julyAfternoon,
    commentCount: 0,
    onOpen: fn(),
  },
} satisfies Meta<typeof ArticleTile>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The element a finger on the middle of `element` lands on. */
function hitAt(element: HTMLElement) {
  const box = element.getBoundingClientRect();
  return document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
}

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 2, name: 'Le lac de Serre-Ponçon' });
    // The title is the control, so the heading stays a heading for a screen reader.
    await expect(within(heading).getByRole('button', { name: 'Le lac de Serre-Ponçon' })).toBeInTheDocument();
    await expect(canvas.getByText('par Marie')).toBeInTheDocument();
    await expect(canvas.getByText('14/07/2025')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button'));
    await expect(args.onOpen).toHaveBeenCalledWith(7);
    // Anywhere on the card opens it too: what a tap on the date hits is the title's button.
    await expect(hitAt(canvas.getByText('14/07/2025'))).toBe(canvas.getByRole('button'));
    await expect(hitAt(canvas.getByText('par Marie'))).toBe(canvas.getByRole('button'));
    // By keyboard, the ring goes round the whole tile.
    (document.activeElement as HTMLElement | null)?.blur();
    await userEvent.tab();
    await expect(canvas.getByRole('button')).toHaveFocus();
    await waitFor(() => expect(canvas.getByRole('heading').closest('.MuiCard-root')).toHaveStyle({ outlineStyle: 'solid', outlineWidth: '3px' }));
  },
};

export const LongFrenchText: Story = {
  args: { title: longFrench.content.title, bandeau: longFrench.content.bandeau, writer: longFrench.writer },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button')).toHaveTextContent(/^Traversée des gorges du Verdon/);
    const card = canvas.getByRole('heading').closest('.MuiCard-root') as HTMLElement;
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth + 1);
  },
};

export const WithComments: Story = {
  args: { commentCount: 3 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Read as words, shown as an icon and a number beside the date.
    await expect(canvas.getByText('3 commentaires')).toBeInTheDocument();
    await expect(canvas.getByText('3')).toBeVisible();
    await expect(canvas.getByText('14/07/2025')).toBeVisible();
  },
};

export const NoCommentShowsNothing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText(/commentaire/)).toBeNull();
  },
};

/** Issue 38: a photo tile offers its 1600 px rendition beside the 400 px thumbnail, so a 2× phone
 * draws the 366 px wide tile from enough pixels. */
export const WithPhotoOnPhone: Story = {
  globals: phoneViewport,
  args: { thumbnail: jpegDataUrl(seaJpeg), thumbnailLarge: `${jpegDataUrl(seaJpeg)}#large` },
  play: async ({ canvasElement }) => {
    const photo = canvasElement.querySelector('img')!;
    await expect(photo.srcset).toContain('#large 1600w');
    await expect(photo.srcset).toContain(' 400w');
    await expect(photo.sizes).toContain('calc(100vw - 24px)');
    await expect(photo.getBoundingClientRect().width).toBeGreaterThan(300);
  },
};
