import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { phoneViewport } from '../.storybook/viewports.ts';
import type { ChatMessage, Participant } from '../shared/chatTypes.ts';
import { product } from '../shared/product.ts';
import { AppShell } from '../src/screens/AppShell.tsx';
import { ChatScreen } from '../src/screens/ChatScreen.tsx';
import { sampleUser } from '../src/testing/fakeAccountsApi.ts';
import { fakeChat, fakeChatAdminApi, type FakeChatOptions } from '../src/testing/fakeChatApi.ts';
import type { RootStore } from '../src/stores/RootStore.ts';
import { withStores } from './support/withStores.tsx';

// The whole chat screen over the in-memory chat server: Marie (sampleUser) is signed in.

const at = (minute: number) => String(new Date(2025, 6, 14, 18, 0).getTime() + minute * 60_000);
const paul: Participant = { username: 'Paul', color: '#64b5f6' };
const helene: Participant = { username: 'Hélène', color: '#1a237e' };
const marie: Participant = { username: 'Marie', color: '#e57373' };

const history: ChatMessage[] = [
  { message: 'Bonjour tout le monde !', sender: 'Paul', ts: at(1), color: paul.color },
  { message: 'Coucou Paul ! Vous êtes bien arrivés ?', sender: 'Marie', ts: at(3), color: marie.color },
  {
    message: "Oui, après une journée interminable : deux heures de retard et une correspondance supprimée.\nMais le terrier est magnifique !",
    sender: 'Hélène',
    ts: at(6),
    color: helene.color,
  },
];

function chatStory(options: FakeChatOptions) {
  const server = fakeChat({ ownColor: marie.color, ...options });
  const signedIn = ({ accounts }: RootStore) => void Object.assign(accounts, { userInfo: sampleUser, userToken: true });
  return { server, decorators: [withStores({ api: { chat: server.connector }, arrange: signedIn })] };
}

const meta = {
  title: 'Screens/ChatScreen',
  component: ChatScreen,
  parameters: { route: '/app/lapinchat' },
} satisfies Meta<typeof ChatScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const box = (canvasElement: HTMLElement) => within(canvasElement).findByRole('textbox', { name: 'Votre message' });

const filled = chatStory({ messages: history, participants: [paul, helene, marie] });
export const Filled: Story = {
  decorators: filled.decorators,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Bonjour tout le monde !')).toBeVisible();
    await waitFor(async () => expect(await box(canvasElement)).toHaveFocus());
    await expect(canvas.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['Lapinchat']);
    // On a wide screen the participants are open beside the messages from the start.
    await expect(canvas.getByRole('heading', { name: 'Participants:' })).toBeVisible();
    await expect(canvas.queryByRole('dialog')).toBeNull();
    const own = canvas.getByText('Marie:').closest('.MuiChip-root') as HTMLElement;
    await expect(getComputedStyle(own).backgroundColor).toBe('rgb(255, 255, 255)');
    await expect(canvas.getAllByRole('listitem').map((item) => item.textContent)).toContain('Hélène');

    await userEvent.click(canvas.getByRole('button', { name: 'Masquer les participants' }));
    await expect(canvas.getByRole('button', { name: 'Afficher les participants' })).toHaveTextContent('>>');
    await userEvent.click(canvas.getByRole('button', { name: 'Afficher les participants' }));
    await expect(canvas.getByRole('heading', { name: 'Participants:' })).toBeVisible();
  },
};

const sends = chatStory({ messages: history, participants: [paul, marie] });
export const EnterSendsShiftEnterAddsALine: Story = {
  decorators: sends.decorators,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = await box(canvasElement);
    await waitFor(() => expect(sends.server.connected).toBe(true));
    await userEvent.type(input, 'Première ligne{Shift>}{Enter}{/Shift}Deuxième ligne');
    await expect(sends.server.sent).toEqual([]);
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText(/Première ligne\s+Deuxième ligne/)).toBeVisible();
    await expect(sends.server.sent.map((m) => m.message)).toEqual([encodeURIComponent('Première ligne\nDeuxième ligne')]);
    await waitFor(async () => expect(await box(canvasElement)).toHaveValue(''));
  },
};

const empty = chatStory({ participants: [marie] });
export const EmptyMessageIsNotSent: Story = {
  decorators: empty.decorators,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Aucun message pour le moment. Lancez la conversation !')).toBeVisible();
    const input = await box(canvasElement);
    await userEvent.type(input, '   {Enter}');
    await userEvent.type(input, '{Enter}');
    await expect(empty.server.sent).toEqual([]);
    await expect(within(document.body).queryByRole('alert')).toBeNull();
  },
};

const live = chatStory({ messages: history, participants: [marie] });
export const OthersJoinAndWrite: Story = {
  decorators: live.decorators,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Bonjour tout le monde !');
    await waitFor(() => expect(live.server.connected).toBe(true));
    live.server.join(paul);
    live.server.deliver(paul, 'Photos ce soir dans les albums.');
    await expect(await canvas.findByText('Paul a rejoint le chat !')).toBeVisible();
    await expect(await canvas.findByText('Photos ce soir dans les albums.')).toBeVisible();
    await expect(canvas.queryByText('lapin:')).toBeNull();
  },
};

const slow = chatStory({ messages: history, participants: [marie], sendDelayMs: 60_000 });
export const Sending: Story = {
  decorators: slow.decorators,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(slow.server.connected).toBe(true));
    const input = await box(canvasElement);
    await userEvent.type(input, 'Un message qui prend son temps{Enter}');
    await expect(await canvas.findByRole('status')).toHaveTextContent('Envoi du message');
    // Replaced in sight, but still holding the focus so a phone keeps its keyboard up.
    await expect(input).not.toBeVisible();
    await expect(input).toHaveFocus();
  },
};

const connecting = chatStory({ messages: history, participants: [marie], delayMs: 60_000 });
export const Connecting: Story = {
  decorators: connecting.decorators,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Connexion au chat...');
  },
};

const refused = chatStory({ messages: history, participants: [paul, marie], reply: 'refuse' });
export const MessageNotConfirmed: Story = {
  decorators: refused.decorators,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(refused.server.connected).toBe(true));
    await userEvent.type(await box(canvasElement), 'Tu me reçois ?{Enter}');
    // The alert is a snackbar, rendered in a portal outside the canvas.
    const page = within(document.body);
    await expect(await page.findByRole('alert')).toHaveTextContent("Le serveur n'a pas pu transmettre votre message");
    // Not in the list: in the outbox under it, with the reason and what can be done (issue 24).
    await expect(within(canvas.getByRole('log')).queryByText('Tu me reçois ?')).toBeNull();
    const outbox = canvas.getByRole('list', { name: 'Messages en attente' });
    await expect(within(outbox).getByText('Tu me reçois ?')).toBeVisible();
    await expect(within(outbox).getByRole('button', { name: 'Réessayer' })).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Fermer' }));
    await waitFor(() => expect(page.queryByRole('alert')).toBeNull());
    await userEvent.click(within(outbox).getByRole('button', { name: 'Supprimer' }));
    await expect(canvas.queryByRole('list', { name: 'Messages en attente' })).toBeNull();
  },
};

const timedOut = chatStory({ messages: history, participants: [paul, marie], reply: 'timeout' });
export const AckTimedOut: Story = {
  decorators: timedOut.decorators,
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(timedOut.server.connected).toBe(true));
    await userEvent.type(await box(canvasElement), 'Allô ?{Enter}');
    // Issue 38: the message waits in the outbox and goes by itself: the spec's sentence is said
    // quietly above it, and no alarm covers the screen.
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Serveur introuvable, êtes vous connecté à internet ?')).toBeVisible();
    await expect(within(canvas.getByRole('list', { name: 'Messages en attente' })).getByText("En attente d'envoi")).toBeVisible();
    await expect(within(document.body).queryByRole('alert')).toBeNull();
  },
};

const offline = chatStory({ messages: history, participants: [paul, marie] });
export const NoConnection: Story = {
  decorators: offline.decorators,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(offline.server.connected).toBe(true));
    offline.server.drop();
    await expect(await canvas.findByText('Connexion au chat...')).toBeVisible();
    const input = await box(canvasElement);
    await userEvent.type(input, 'Message écrit hors ligne{Enter}');
    // Issue 38: said quietly beside the waiting message, with no alarm over it.
    await expect(await canvas.findByText('Serveur introuvable, êtes vous connecté à internet ?')).toBeVisible();
    await expect(within(document.body).queryByRole('alert')).toBeNull();
    await expect(offline.server.sent).toEqual([]);
    // Issue 24: the box is cleared, the message waits under the list, and goes once the network is back.
    await expect(input).toHaveValue('');
    const outbox = canvas.getByRole('list', { name: 'Messages en attente' });
    await expect(within(outbox).getByText("En attente d'envoi")).toBeVisible();
    await offline.server.reconnect();
    await waitFor(() => expect(canvas.queryByRole('list', { name: 'Messages en attente' })).toBeNull());
    await expect(within(canvas.getByRole('log')).getAllByText('Message écrit hors ligne')).toHaveLength(1);
    await expect(canvas.queryByText('Serveur introuvable, êtes vous connecté à internet ?')).toBeNull();
  },
};

const banned = chatStory({ refuseConnection: 'Session invalide ou expirée, reconnectez-vous' });
export const ConnectionRefused: Story = {
  decorators: banned.decorators,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Session invalide ou expirée, reconnectez-vous')).toBeVisible();
  },
};

// On a 390×844 phone, inside the real signed-in shell: the chat measures where it starts, so it
// fits below whatever bar the shell draws.
const inShell = {
  parameters: { layout: 'fullscreen', route: product.routes.chat },
  render: () => (
    <Routes>
      <Route path={product.routes.home} element={<AppShell />}>
        <Route path={product.routes.chat} element={<ChatScreen />} />
      </Route>
    </Routes>
  ),
  globals: phoneViewport,
} as const;

const inViewport = (element: Element) => {
  const { top, bottom, left, right } = element.getBoundingClientRect();
  return top >= 0 && left >= 0 && bottom <= window.innerHeight && right <= window.innerWidth;
};

const phone = chatStory({ messages: history, participants: [paul, helene, marie] });
export const PhoneSendWithEnvoyer: Story = {
  ...inShell,
  decorators: phone.decorators,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(window.innerWidth).toBe(390);
    const input = await box(canvasElement);
    await waitFor(() => expect(phone.server.connected).toBe(true));
    await expect(canvas.getByRole('heading', { level: 1, name: 'Lapinchat' })).toBeInTheDocument();
    // The participants start folded: the messages get the width.
    await expect(canvas.queryByRole('heading', { name: 'Participants:' })).toBeNull();
    await expect(canvas.getByRole('button', { name: '3 en ligne' })).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('log', { name: 'Messages du chat' }).getBoundingClientRect().width).toBeGreaterThan(280);

    // The whole box and the button are on screen, the button finger-sized.
    const send = canvas.getByRole('button', { name: 'Envoyer' });
    await expect(inViewport(input.closest('.MuiInputBase-root')!)).toBe(true);
    await expect(inViewport(send)).toBe(true);
    await expect(send.getBoundingClientRect().width).toBeGreaterThanOrEqual(44);
    await expect(send.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);

    await userEvent.type(input, 'Envoyé depuis mon téléphone');
    await userEvent.click(send);
    await expect(await canvas.findByText('Envoyé depuis mon téléphone')).toBeVisible();
    await expect(phone.server.sent.map((m) => m.message)).toContain(encodeURIComponent('Envoyé depuis mon téléphone'));
    await waitFor(() => expect(input).toHaveValue(''));
    await expect(input).toHaveFocus();
    await expect(inViewport(input.closest('.MuiInputBase-root')!)).toBe(true);
  },
};

const drawer = chatStory({ messages: history, participants: [paul, helene, marie] });
export const PhoneParticipantsDrawer: Story = {
  ...inShell,
  decorators: drawer.decorators,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Bonjour tout le monde !');
    const log = canvas.getByRole('log', { name: 'Messages du chat' });
    // Issue 25: on a phone the header's button opens them, saying how many are there.
    const show = canvas.getByRole('button', { name: '3 en ligne' });
    await expect(show.getBoundingClientRect().width).toBeGreaterThanOrEqual(44);
    await expect(show.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);

    await userEvent.click(show);
    const panel = await canvas.findByRole('dialog', { name: 'Participants' });
    await expect(within(panel).getByRole('heading', { name: 'Participants:' })).toBeVisible();
    await expect(within(panel).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Paul', 'Hélène', 'Marie']);
    // Over the messages, which keep their place and width underneath.
    const over = panel.getBoundingClientRect();
    const under = log.getBoundingClientRect();
    await expect(over.right).toBeGreaterThan(under.left + 100);
    await expect(under.width).toBeGreaterThan(280);
    const hit = document.elementFromPoint(under.left + 40, under.top + 40);
    await expect(hit !== null && panel.contains(hit)).toBe(true);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);

    // Escape closes it and gives the focus back to the button.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('button', { name: '3 en ligne' })).toHaveFocus();

    // So does '<<' inside it.
    await userEvent.click(canvas.getByRole('button', { name: '3 en ligne' }));
    const again = await canvas.findByRole('dialog', { name: 'Participants' });
    await userEvent.click(within(again).getByRole('button', { name: 'Masquer les participants' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());

    // And a tap on the shade beside it.
    await userEvent.click(canvas.getByRole('button', { name: '3 en ligne' }));
    await canvas.findByRole('dialog', { name: 'Participants' });
    await userEvent.click(canvasElement.querySelector<HTMLElement>('.MuiBackdrop-root')!);
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
  },
};

// The chat starts wherever the page puts it and ends at the bottom of the screen: a bar above it
// that changes height (a menu opening or closing) only moves its top edge.
const bars = chatStory({ messages: history, participants: [paul, marie] });
export const PhoneBelowABarOfAnyHeight: Story = {
  parameters: { layout: 'fullscreen' },
  globals: phoneViewport,
  decorators: [
    (Story) => (
      <>
        <div data-testid="bar" style={{ height: 220, background: '#6d4c41' }} />
        <Story />
      </>
    ),
    ...bars.decorators,
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = await box(canvasElement);
    const send = canvas.getByRole('button', { name: 'Envoyer' });
    const bar = canvas.getByTestId('bar');
    const fitsTheScreen = async () => {
      const bottom = send.getBoundingClientRect().bottom;
      await expect(bottom).toBeLessThanOrEqual(window.innerHeight);
      // Filled down to the bottom, not left short.
      await expect(bottom).toBeGreaterThan(window.innerHeight - 80);
      await expect(inViewport(input.closest('.MuiInputBase-root')!)).toBe(true);
    };
    await waitFor(fitsTheScreen);
    bar.style.height = '56px';
    await waitFor(fitsTheScreen);
    // The chat's header (issue 25: 'N en ligne') comes right under the bar, the messages under it.
    await expect(canvas.getByRole('button', { name: / en ligne$/ }).getBoundingClientRect().top).toBeLessThan(100);
    await expect(canvas.getByRole('log').getBoundingClientRect().top).toBeLessThan(160);
    bar.style.height = '400px';
    await waitFor(fitsTheScreen);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** Issue 25: Marie removes her own message, after saying yes; it leaves the chat by messagedeleted. */
const ownServer = fakeChat({ ownColor: marie.color, messages: history, participants: [paul, marie] });
export const DeleteOwnMessage: Story = {
  decorators: [
    withStores({
      api: { chat: ownServer.connector, chatAdmin: fakeChatAdminApi({}, ownServer) },
      arrange: ({ accounts }: RootStore) => void Object.assign(accounts, { userInfo: sampleUser, userToken: true }),
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Coucou Paul ! Vous êtes bien arrivés ?');
    // Only her own message offers it: she is no admin.
    await expect(canvas.queryByRole('button', { name: 'Actions du message de Paul' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Actions du message de Marie' }));
    await userEvent.click(await within(document.body).findByRole('menuitem', { name: 'Supprimer le message' }));
    const dialog = await within(document.body).findByRole('alertdialog', { name: 'Supprimer votre message ?' });
    await expect(within(dialog).getByText('Il disparaîtra pour toute la famille, sur tous les appareils.')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(canvas.queryByText('Coucou Paul ! Vous êtes bien arrivés ?')).toBeNull());
    await expect(canvas.getByText('Bonjour tout le monde !')).toBeVisible();
  },
};

// Issue 38: Marie is the first one in the chat; the snapshot names the whole family, so `@` offers
// everyone, present or not, and « @Zoé » typed by hand is a mention too.
const family = [
  { id: 2, pseudo: 'Marie' },
  { id: 7, pseudo: 'Paul' },
  { id: 8, pseudo: 'Hélène' },
  { id: 11, pseudo: 'Zoé' },
];
const firstIn = chatStory({ messages: history, participants: [{ ...marie, id: 2 }], members: family });
/** Left with the suggestions open: everyone but Marie, though no one else is in the chat. */
export const FirstInOffersTheWholeFamily: Story = {
  decorators: firstIn.decorators,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = await box(canvasElement);
    await waitFor(() => expect(firstIn.server.connected).toBe(true));
    await userEvent.type(input, 'Qui vient ? @');
    const list = await canvas.findByRole('listbox', { name: 'Mentionner' });
    await expect(within(list).getAllByRole('option').map((option) => option.textContent)).toEqual(['@Hélène', '@Paul', '@Zoé']);
  },
};

const byHand = chatStory({ messages: history, participants: [{ ...marie, id: 2 }], members: family });
export const PhoneMentionTypedByHand: Story = {
  ...inShell,
  decorators: byHand.decorators,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = await box(canvasElement);
    await waitFor(() => expect(byHand.server.connected).toBe(true));
    // Typed in one go, as a phone's keyboard or a paste would: nothing was picked.
    await userEvent.click(input);
    await userEvent.paste('@zoé tu prends le pain ?');
    await userEvent.keyboard('{Enter}');
    const mention = await canvas.findByText('@zoé');
    await expect(mention).toHaveAttribute('data-mention', 'other');
    await expect(byHand.server.sent.at(-1)?.mentions).toEqual([11]);
  },
};
