import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { TextField } from '@mui/material';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AlbumSlideshow, TOUCH_SCREEN_QUERY } from '../src/components/AlbumSlideshow.tsx';
import { phoneViewport } from '../.storybook/viewports.ts';
import { slidesWithDescriptions, slidesWithoutDescriptions } from './support/sampleAlbums.ts';

const meta = {
  title: 'Components/AlbumSlideshow',
  component: AlbumSlideshow,
  args: { albumName: 'Bretagne', items: slidesWithDescriptions, loading: false, albumsPath: '/app/lapingram' },
} satisfies Meta<typeof AlbumSlideshow>;

export default meta;
type Story = StoryObj<typeof meta>;

const counter = (canvasElement: HTMLElement) => within(canvasElement).getByRole('status');

/** The test browser has a mouse; this makes the slideshow believe it runs on a phone's touch screen. */
const touchScreen: Decorator = (Story) => (
  <ThemeProvider
    theme={(outer: Theme): Theme => ({
      ...outer,
      components: {
        ...outer.components,
        MuiUseMediaQuery: {
          defaultProps: {
            matchMedia: (query: string) =>
              query === TOUCH_SCREEN_QUERY
                ? ({ matches: true, media: query, onchange: null, addEventListener: () => undefined, removeEventListener: () => undefined } as unknown as MediaQueryList)
                : window.matchMedia(query),
          },
        },
      },
    })}
  >
    <Story />
  </ThemeProvider>
);

/** A finger put down at `fromX`, moved to `toX` and lifted, at mid height of `target`. */
async function swipe(target: HTMLElement, fromX: number, toX: number) {
  const box = target.getBoundingClientRect();
  const clientY = box.top + box.height / 2;
  await userEvent.pointer([
    { keys: '[TouchA>]', target, coords: { clientX: fromX, clientY } },
    { pointerName: 'TouchA', target, coords: { clientX: (fromX + toX) / 2, clientY } },
    { pointerName: 'TouchA', target, coords: { clientX: toX, clientY } },
    { keys: '[/TouchA]', target, coords: { clientX: toX, clientY } },
  ]);
}

/** `count` quick taps at the middle of `target`, in one gesture so they stay within the double-tap delay. */
async function tap(target: HTMLElement, count = 1) {
  const box = target.getBoundingClientRect();
  const coords = { clientX: box.left + box.width / 2, clientY: box.top + box.height / 2 };
  await userEvent.pointer(Array.from({ length: count }, () => ({ keys: '[TouchA]', target, coords })));
}

export const WithDescriptions: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Bretagne' })).toBeInTheDocument();
    const first = await canvas.findByRole('img', { name: 'Image 1 sur 3' });
    await expect(canvas.queryByRole('note')).toBeNull();
    await expect(canvas.getByText('Double-cliquez sur une image pour afficher ou masquer sa description.')).toBeInTheDocument();
    await expect(canvas.getByText("Les flèches gauche et droite du clavier changent aussi d'image.")).toBeInTheDocument();

    await userEvent.dblClick(first);
    await expect(canvas.getByRole('note')).toHaveTextContent('La Pointe du Raz, au petit matin');
    await userEvent.dblClick(first);
    await expect(canvas.queryByRole('note')).toBeNull();

    // The second image says 'none': a double-click shows nothing.
    await userEvent.click(canvas.getByRole('button', { name: 'Image suivante' }));
    const second = await canvas.findByRole('img', { name: 'Image 2 sur 3' });
    await userEvent.dblClick(second);
    await expect(canvas.queryByRole('note')).toBeNull();
  },
};

export const LoopsFromLastToFirst: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('img', { name: 'Image 1 sur 3' });
    await userEvent.click(canvas.getByRole('button', { name: 'Image précédente' }));
    await canvas.findByRole('img', { name: 'Image 3 sur 3' });
    await expect(counter(canvasElement)).toHaveTextContent('3 / 3');
    await userEvent.click(canvas.getByRole('button', { name: 'Image suivante' }));
    await waitFor(() => expect(canvas.getByRole('img', { name: 'Image 1 sur 3' })).toBeInTheDocument());
    await expect(counter(canvasElement)).toHaveTextContent('1 / 3');
    // Only the image on screen is in the accessibility tree.
    await expect(canvas.getAllByRole('img')).toHaveLength(1);
  },
};

export const ArrowKeysMoveWithoutFocus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('img', { name: 'Image 1 sur 3' });
    // Nothing in the slideshow has the focus: the keys still work.
    await expect(document.activeElement).toBe(document.body);
    await userEvent.keyboard('{ArrowRight}');
    await expect(counter(canvasElement)).toHaveTextContent('2 / 3');
    await expect(canvas.getByRole('img', { name: 'Image 2 sur 3' })).toBeInTheDocument();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(counter(canvasElement)).toHaveTextContent('3 / 3');
    // And with the focus on a slideshow button.
    canvas.getByRole('button', { name: 'Image suivante' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(counter(canvasElement)).toHaveTextContent('1 / 3');
  },
};

export const ArrowKeysLeaveTextFieldsAlone: Story = {
  decorators: [
    (Story) => (
      <>
        <TextField label="Votre message" fullWidth sx={{ mb: 2 }} />
        <Story />
      </>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByLabelText('Votre message');
    await userEvent.type(field, 'Bonjour{ArrowLeft}{ArrowLeft}{ArrowRight}');
    await expect(counter(canvasElement)).toHaveTextContent('1 / 3');
    await expect(field).toHaveValue('Bonjour');
  },
};

export const WithoutDescriptions: Story = {
  args: { albumName: 'Forêt des Landes', items: slidesWithoutDescriptions },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.dblClick(await canvas.findByRole('img', { name: 'Image 1 sur 2' }));
    await expect(canvas.queryByRole('note')).toBeNull();
    // No image has a description: the hint does not promise one.
    await expect(canvas.queryByText(/description/)).toBeNull();
    await expect(counter(canvasElement)).toHaveTextContent('1 / 2');
  },
};

export const SingleImage: Story = {
  args: { items: slidesWithDescriptions.slice(0, 1) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Image 1 sur 1' })).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Image suivante' })).toBeNull();
    await expect(canvas.queryByText(/flèches/)).toBeNull();
    await userEvent.keyboard('{ArrowRight}');
    await expect(counter(canvasElement)).toHaveTextContent('1 / 1');
  },
};

/** On a 390 px phone: big buttons at mid height of the photo, the counter, the way back. */
export const Phone: Story = {
  globals: phoneViewport,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const image = await canvas.findByRole('img', { name: 'Image 1 sur 3' });
    const frame = (image.parentElement as HTMLElement).getBoundingClientRect();
    const middle = frame.top + frame.height / 2;

    for (const name of ['Image précédente', 'Image suivante']) {
      const box = canvas.getByRole('button', { name }).getBoundingClientRect();
      await expect(box.width).toBeGreaterThanOrEqual(44);
      await expect(box.height).toBeGreaterThanOrEqual(44);
      await expect(box.left).toBeGreaterThanOrEqual(0);
      await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
      await expect(box.top).toBeGreaterThanOrEqual(0);
      await expect(box.bottom).toBeLessThanOrEqual(window.innerHeight);
      await expect(Math.abs(box.top + box.height / 2 - middle)).toBeLessThanOrEqual(2);
    }
    await expect(frame.bottom).toBeLessThanOrEqual(window.innerHeight);

    const back = canvas.getByRole('link', { name: 'Retour aux albums' });
    await expect(back).toHaveAttribute('href', '/app/lapingram');
    await expect(back.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(back.getBoundingClientRect().top).toBeLessThan(frame.top);

    await expect(counter(canvasElement)).toHaveTextContent('1 / 3');
    await userEvent.click(canvas.getByRole('button', { name: 'Image suivante' }));
    await expect(counter(canvasElement)).toHaveTextContent('2 / 3');
    await userEvent.keyboard('{ArrowRight}');
    await expect(counter(canvasElement)).toHaveTextContent('3 / 3');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(counter(canvasElement)).toHaveTextContent('2 / 3');
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** Touch: the hint speaks of taps, a swipe moves, a double tap shows the description. */
export const PhoneTouch: Story = {
  globals: phoneViewport,
  decorators: [touchScreen],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = await canvas.findByRole('img', { name: 'Image 1 sur 3' });
    await expect(canvas.getByText('Touchez deux fois une image pour afficher ou masquer sa description.')).toBeInTheDocument();
    await expect(canvas.getByText("Glissez vers la gauche ou la droite pour changer d'image.")).toBeInTheDocument();
    await expect(canvas.queryByText(/Double-cliquez/)).toBeNull();

    await tap(first, 2);
    await expect(canvas.getByRole('note')).toHaveTextContent('La Pointe du Raz, au petit matin');
    await tap(first, 2);
    await expect(canvas.queryByRole('note')).toBeNull();

    // Finger from right to left: the next image; left to right: back again, looping.
    await swipe(first, 300, 80);
    await expect(counter(canvasElement)).toHaveTextContent('2 / 3');
    const second = canvas.getByRole('img', { name: 'Image 2 sur 3' });
    await swipe(second, 80, 300);
    await swipe(canvas.getByRole('img', { name: 'Image 1 sur 3' }), 80, 300);
    await expect(counter(canvasElement)).toHaveTextContent('3 / 3');
    // A short wobble is not a swipe.
    await swipe(canvas.getByRole('img', { name: 'Image 3 sur 3' }), 200, 180);
    await expect(counter(canvasElement)).toHaveTextContent('3 / 3');
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const Loading: Story = {
  args: { items: [], loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Chargement...')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Retour aux albums' })).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Aucune image trouvée')).toBeInTheDocument();
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

export const NotFound: Story = {
  args: { albumName: '../../etc', items: [], error: 'Album introuvable' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Album introuvable');
    await expect(canvas.getByRole('link', { name: 'Retour aux albums' })).toBeInTheDocument();
  },
};
