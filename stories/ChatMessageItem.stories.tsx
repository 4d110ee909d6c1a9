import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { phoneViewport } from '../.storybook/viewports.ts';
import { jpegDataUrl } from '../src/components/jpegDataUrl.ts';
import { forestJpeg, portraitJpeg, seaJpeg, sunsetJpeg } from './support/sampleImages.ts';
import { ChatMessageItem } from '../src/components/ChatMessageItem.tsx';
import { ChatMessageReactions } from '../src/components/chatMessageReactions.ts';
import { ReactionBar } from '../src/components/ReactionBar.tsx';

// Local time, so the date reads the same in every time zone.
const ts = String(new Date(2025, 6, 14, 20, 5).getTime());

const meta = {
  title: 'Components/ChatMessageItem',
  component: ChatMessageItem,
  decorators: [
    (Story) => (
      <ul style={{ margin: 0, padding: 0, maxWidth: 520 }}>
        <Story />
      </ul>
    ),
  ],
  args: { message: { message: 'Bonjour tout le monde !', sender: 'Paul', ts, color: '#81d4fa' }, own: false },
} satisfies Meta<typeof ChatMessageItem>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Other: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Paul:')).toBeInTheDocument();
    await expect(canvas.getByText('Bonjour tout le monde !')).toBeInTheDocument();
    // Issue 25: the time alone under the message; the spec's full date on hover, in the
    // accessible name, and on a tap.
    await expect(canvas.getByText('20:05')).toBeVisible();
    const item = canvas.getByRole('listitem', { name: 'Message de Paul, 14/07/2025 20:05' });
    await expect(item.querySelector('[title="14/07/2025 20:05"]')).not.toBeNull();
    await userEvent.click(canvas.getByText('Bonjour tout le monde !'));
    await expect(canvas.getByText('14/07/2025 20:05')).toBeVisible();
    await userEvent.click(canvas.getByText('Bonjour tout le monde !'));
    await expect(canvas.getByText('20:05')).toBeVisible();
    // Others' messages sit on the left.
    const bubble = item.firstElementChild!.getBoundingClientRect();
    await expect(bubble.left - item.getBoundingClientRect().left).toBeLessThan(2);
  },
};

/** Issue 25: inside a run of one sender's messages, no time shows; a tap still gives the full date. */
export const InsideARun: Story = {
  args: { showTime: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('time')).toBeNull();
    await expect(canvas.getByRole('listitem', { name: 'Message de Paul, 14/07/2025 20:05' })).toBeInTheDocument();
    await userEvent.click(canvas.getByText('Bonjour tout le monde !'));
    await expect(canvas.getByText('14/07/2025 20:05')).toBeVisible();
  },
};

export const Own: Story = {
  args: { message: { message: 'On arrive demain matin.', sender: 'Camille', ts }, own: true },
  play: async ({ canvasElement }) => {
    const chip = within(canvasElement).getByText('Camille:').closest('.MuiChip-root') as HTMLElement;
    await expect(getComputedStyle(chip).backgroundColor).toBe('rgb(255, 255, 255)');
    // Issue 25: own messages sit on the right, on a tinted bubble the white badge stands out on.
    const item = canvasElement.querySelector('li')!;
    const bubble = item.firstElementChild as HTMLElement;
    await expect(item.getBoundingClientRect().right - bubble.getBoundingClientRect().right).toBeLessThan(2);
    await expect(getComputedStyle(bubble).backgroundColor).not.toBe('rgb(255, 255, 255)');
  },
};

export const System: Story = {
  args: { message: { message: 'Hélène a rejoint le chat !', sender: 'lapin', ts } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Hélène a rejoint le chat !')).toBeInTheDocument();
    // System messages show only their content: no badge, no date.
    await expect(canvas.queryByText('lapin:')).toBeNull();
    await expect(canvasElement.querySelector('.MuiChip-root')).toBeNull();
    await expect(canvasElement.querySelector('time')).toBeNull();
  },
};

export const MultiLine: Story = {
  args: {
    message: { message: 'Liste pour demain :\n- le pain\n- les carottes\n\n- la crème solaire', sender: 'Zoé', ts, color: '#a5d6a7' },
  },
  play: async ({ canvasElement }) => {
    const content = within(canvasElement).getByText(/Liste pour demain/);
    await expect(getComputedStyle(content).whiteSpace).toBe('pre-wrap');
    await expect(content.getBoundingClientRect().height).toBeGreaterThan(80);
  },
};

export const LongFrenchText: Story = {
  args: {
    message: {
      message:
        "Nous sommes enfin arrivés au terrier après une journée interminable : le train avait deux heures de retard, la correspondance était supprimée et il a fallu finir en car. Anticonstitutionnellementmaisvraimentsansaucunespace, les enfants ont dormi tout le trajet !",
      sender: 'Jean-Baptiste',
      ts,
      color: '#ce93d8',
    },
  },
  play: async ({ canvasElement }) => {
    const item = canvasElement.querySelector('li') as HTMLElement;
    // Long words wrap instead of widening the list.
    await expect(item.scrollWidth).toBeLessThanOrEqual(item.clientWidth);
  },
};

const onToggle = fn();

/** Issue 25: the chat screen puts a reaction bar under each message, as the last thing in its bubble. */
export const WithReactions: Story = {
  args: {
    message: { message: 'Zoé a perdu sa première dent !', sender: 'Paul', ts, color: '#81d4fa', reactions: [{ emoji: '😮', count: 2, mine: true, by: ['Camille', 'Léa'] }] },
  },
  decorators: [
    (Story, { args }) => (
      <ChatMessageReactions value={(message) => <ReactionBar reactions={message.reactions ?? []} onToggle={onToggle} longPressOn="li" longPressMs={200} quiet />}>
        <Story args={args} />
      </ChatMessageReactions>
    ),
  ],
  play: async ({ canvasElement }) => {
    const item = canvasElement.querySelector('li') as HTMLElement;
    const bar = within(item).getByRole('group', { name: 'Réactions' });
    // The last thing in the message's bubble, under its text and time.
    const bubble = canvasElement.querySelector('li > [title]') as HTMLElement;
    await expect(bubble.lastElementChild?.contains(bar)).toBe(true);
    await expect(within(bar).getByRole('button', { name: '😮 2, dont vous' })).toHaveAttribute('aria-pressed', 'true');
    // A finger held on the message itself opens the six.
    fireEvent.pointerDown(within(item).getByText('Zoé a perdu sa première dent !'), { pointerType: 'touch' });
    await screen.findByRole('group', { name: 'Choisir une réaction' });
  },
};

const photo = (jpeg: string, width: number, height: number) => ({ url: jpegDataUrl(jpeg), thumbnail: jpegDataUrl(jpeg), width, height });
const fivePhotos = [photo(seaJpeg, 240, 160), photo(portraitJpeg, 150, 220), photo(forestJpeg, 240, 160), photo(sunsetJpeg, 240, 160), photo(seaJpeg, 240, 160)];

/** Issue 25: a message with a photo; a tap opens the viewer on it, Escape closes it and the focus
 * comes back to the photo. */
export const WithOnePhoto: Story = {
  args: { message: { message: 'La plage ce matin', sender: 'Paul', ts, color: '#81d4fa', images: [photo(seaJpeg, 240, 160)] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const thumbnail = canvas.getByRole('img', { name: 'Photo de Paul' });
    // Sized before it loads, so the list does not jump.
    await expect(thumbnail).toHaveAttribute('width', '240');
    await expect(thumbnail).toHaveAttribute('loading', 'lazy');
    const button = canvas.getByRole('button', { name: 'Photo de Paul' });
    await userEvent.click(button);
    const viewer = await screen.findByRole('dialog', { name: 'Photos de Paul' });
    await expect(within(viewer).getByRole('img', { name: 'Image 1 sur 1' })).toBeInTheDocument();
    // The tap opened the photo; it did not toggle the message's full date.
    await expect(canvas.queryByText('14/07/2025 20:05')).toBeNull();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(button).toHaveFocus());
  },
};

/** Five photos in a grid of squares; the viewer opens on the one tapped. */
export const WithFivePhotos: Story = {
  args: { own: true, message: { message: 'Les vacances en Bretagne', sender: 'Camille', ts, color: '#e57373', images: fivePhotos } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('img', { name: /^Photo de Camille, \d sur 5$/ })).toHaveLength(5);
    await userEvent.click(canvas.getByRole('button', { name: 'Photo de Camille, 3 sur 5' }));
    const viewer = await screen.findByRole('dialog', { name: 'Photos de Camille' });
    await expect(within(viewer).getByRole('status')).toHaveTextContent('3 / 5');
    await userEvent.click(within(viewer).getByRole('button', { name: 'Fermer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** Photos alone, with no text: no empty line under the badge. */
export const PhotosAlone: Story = {
  args: { message: { message: '', sender: 'Zoé', ts, color: '#aed581', images: fivePhotos.slice(0, 2) } },
  globals: phoneViewport,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('img', { name: /^Photo de Zoé/ })).toHaveLength(2);
    const item = canvas.getByRole('listitem', { name: 'Message de Zoé, 14/07/2025 20:05' });
    await expect(item.querySelectorAll('p')).toHaveLength(0);
  },
};

const onModerate = fn();
/** Issue 38: what an admin sees on someone's message; the deletion waits in the message's menu. */
const moderated = { message: { message: 'Qui vient chercher les enfants à la gare ?', sender: 'Paul', ts, color: '#81d4fa' }, onReply: fn(), onDelete: onModerate };

/** The admin's actions beside the badge: « Répondre » and the menu, each a 44 px target, and no
 * delete button of their own. The test browser has a mouse, so the play hovers the message first
 * (on a phone's touch screen they always show). */
async function moderationShown(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.hover(canvasElement.querySelector<HTMLElement>('[data-message-bubble]')!);
  for (const name of ['Répondre à Paul', 'Actions du message de Paul']) {
    const box = canvas.getByRole('button', { name }).getBoundingClientRect();
    await expect(box.width).toBeGreaterThanOrEqual(44);
    await expect(box.height).toBeGreaterThanOrEqual(44);
  }
  await expect(canvas.queryByRole('button', { name: /^Supprimer/ })).toBeNull();
  return canvas.getByRole('button', { name: 'Actions du message de Paul' });
}

/** The menu open on « Supprimer le message », which only asks: the screen confirms before anything goes. */
async function moderationMenuOpen(canvasElement: HTMLElement) {
  await userEvent.click(await moderationShown(canvasElement));
  const item = await screen.findByRole('menuitem', { name: 'Supprimer le message' });
  await expect(item).toBeVisible();
  await expect(item.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  await expect(onModerate).not.toHaveBeenCalled();
  // The tap opened the menu; it did not toggle the message's full date.
  await expect(within(canvasElement).queryByText('14/07/2025 20:05')).toBeNull();
}

export const ModerationOnAPhone: Story = {
  args: moderated,
  globals: phoneViewport,
  play: async ({ canvasElement }) => {
    await moderationShown(canvasElement);
  },
};

export const ModerationMenuOnAPhone: Story = {
  args: moderated,
  globals: phoneViewport,
  play: async ({ canvasElement }) => moderationMenuOpen(canvasElement),
};

export const ModerationOnDesktop: Story = {
  args: moderated,
  play: async ({ canvasElement }) => {
    await moderationShown(canvasElement);
  },
};

export const ModerationMenuOnDesktop: Story = {
  args: moderated,
  play: async ({ canvasElement }) => moderationMenuOpen(canvasElement),
};
