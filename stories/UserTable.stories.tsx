import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { phoneViewport } from '../.storybook/viewports.ts';
import type { AccountRow } from '../shared/accountTypes.ts';
import { UserTable } from '../src/components/UserTable.tsx';

// Local-time dates, so the table reads the same in every time zone.
const at = (month: number, day: number, hours: number, minutes: number) =>
  new Date(2025, month - 1, day, hours, minutes).getTime();

const oneOfEach: AccountRow[] = [
  { id: 11, pseudo: 'Camille', role: 'user', creation: at(7, 2, 9, 5), lastseen: null, access: 0 },
  { id: 12, pseudo: 'Paul', role: 'admin', creation: at(6, 1, 14, 30), lastseen: at(7, 14, 21, 7), access: 1 },
  { id: 13, pseudo: 'Hélène', role: 'user', creation: at(6, 20, 8, 0), lastseen: at(7, 1, 18, 45), access: 2 },
  { id: 14, pseudo: 'Zoé', role: 'user', creation: at(6, 21, 10, 10), lastseen: at(6, 22, 11, 11), access: 3 },
];

const givenNames = ['Marie Françoise', 'Jean Baptiste', 'Éléonore', 'Anne Sophie', 'Pierre Emmanuel', 'Bérangère', 'François Xavier', 'Marguerite'];
const familyNames = ['de la Grande Garenne', 'du Terrier Fleuri', 'Lapérouse', 'de Montcarotte', 'Delaprairie'];

// Forty deterministic rows with long names and every status, for layout checks.
const longList: AccountRow[] = Array.from({ length: 40 }, (_, index) => ({
  id: 100 + index,
  pseudo: `${givenNames[index % givenNames.length]} ${familyNames[index % familyNames.length]}`,
  role: index === 0 ? 'admin' : 'user',
  creation: at(1 + (index % 7), 1 + (index % 28), index % 24, (index * 7) % 60),
  lastseen: index % 6 === 0 ? null : at(8, 1 + (index % 28), (index * 3) % 24, (index * 11) % 60),
  access: index % 4,
}));

const meta = {
  title: 'Components/UserTable',
  component: UserTable,
  args: { users: oneOfEach, loading: false, onChangeStatus: fn(), onResetCode: fn(), onSetRole: fn() },
} satisfies Meta<typeof UserTable>;

export default meta;
type Story = StoryObj<typeof meta>;

function rowOf(canvasElement: HTMLElement, pseudo: string) {
  const header = within(canvasElement).getByRole('rowheader', { name: pseudo });
  const row = header.closest('tr');
  if (!row) throw new Error(`no row for ${pseudo}`);
  return within(row);
}

function cardOf(canvasElement: HTMLElement, pseudo: string) {
  const card = within(canvasElement).getByRole('heading', { name: pseudo }).closest('li');
  if (!card) throw new Error(`no card for ${pseudo}`);
  return card;
}

const buttonNames = (scope: ReturnType<typeof within>) =>
  scope.queryAllByRole('button').map((button: HTMLElement) => button.textContent);

const dialogTitle = 'Supprimer le compte de Hélène ?';
const reset = 'Code de réinitialisation';
const promote = 'Nommer administrateur';
const demote = "Retirer le rôle d'administrateur";

/** Supprimer asks first: Annuler keeps the user, the dialog's Supprimer calls back. */
async function deleteThroughDialog(onChangeStatus: ReturnType<typeof fn>, openDelete: () => Promise<void>) {
  const calls = onChangeStatus.mock.calls.length;
  await openDelete();
  const dialog = await screen.findByRole('alertdialog', { name: dialogTitle });
  await expect(dialog).toHaveAccessibleDescription(/ne pourra plus se connecter/);
  await expect(within(dialog).getByRole('button', { name: 'Annuler' })).toHaveFocus();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  await expect(onChangeStatus).toHaveBeenCalledTimes(calls);

  await openDelete();
  const again = await screen.findByRole('alertdialog', { name: dialogTitle });
  await userEvent.click(within(again).getByRole('button', { name: 'Supprimer' }));
  await expect(onChangeStatus).toHaveBeenLastCalledWith(13, 3);
  await expect(onChangeStatus).toHaveBeenCalledTimes(calls + 1);
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
}

export const OneRowPerStatus: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Utilisateurs' });
    for (const column of ['Pseudo', 'Role', 'Creation', 'Last seen', 'Access', 'Mot de passe']) {
      await expect(within(table).getByRole('columnheader', { name: column })).toBeInTheDocument();
    }

    const waiting = rowOf(canvasElement, 'Camille');
    await expect(waiting.getByRole('cell', { name: 'Membre' })).toBeInTheDocument();
    await expect(waiting.getByText('En attente')).toBeInTheDocument();
    await expect(waiting.getByText('02/07/2025 09:05')).toBeInTheDocument();
    await expect(waiting.getByRole('cell', { name: '-' })).toBeInTheDocument();
    await expect(buttonNames(waiting)).toEqual(['Autoriser', 'Supprimer', 'Bannir', reset]);

    const granted = rowOf(canvasElement, 'Paul');
    // The role cell also holds the button that changes it.
    await expect(granted.getByRole('cell', { name: /^Administrateur/ })).toBeInTheDocument();
    await expect(granted.getByText('Autorisé')).toBeInTheDocument();
    await expect(granted.getByText('14/07/2025 21:07')).toBeInTheDocument();
    await expect(buttonNames(granted)).toEqual([demote, 'Supprimer', 'Bannir', reset]);

    const banned = rowOf(canvasElement, 'Hélène');
    await expect(banned.getByText('Banni')).toBeInTheDocument();
    await expect(buttonNames(banned)).toEqual(['Autoriser', 'Supprimer', reset]);

    const deleted = rowOf(canvasElement, 'Zoé');
    await expect(deleted.getByText('Supprimé')).toBeInTheDocument();
    await expect(buttonNames(deleted)).toEqual([]);
    await expect(canvas.queryByText('admin')).toBeNull();
    await expect(canvas.queryByText('user')).toBeNull();

    // Granting needs no confirmation.
    await userEvent.click(canvas.getByRole('button', { name: 'Autoriser', description: 'Camille' }));
    await expect(args.onChangeStatus).toHaveBeenCalledWith(11, 1);
    await expect(screen.queryByRole('alertdialog')).toBeNull();

    // Issue 25: Bannir asks first, naming the relative; Annuler keeps them, the dialog's Bannir calls back.
    await userEvent.click(canvas.getByRole('button', { name: 'Bannir', description: 'Paul' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Bannir Paul ?' });
    await expect(dialog).toHaveAccessibleDescription(/Paul ne pourra plus se connecter.*rétablir son accès avec Autoriser/);
    await expect(within(dialog).getByRole('button', { name: 'Annuler' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onChangeStatus).toHaveBeenCalledTimes(1);

    await userEvent.click(canvas.getByRole('button', { name: 'Bannir', description: 'Paul' }));
    await userEvent.click(within(await screen.findByRole('alertdialog', { name: 'Bannir Paul ?' })).getByRole('button', { name: 'Bannir' }));
    await expect(args.onChangeStatus).toHaveBeenLastCalledWith(12, 2);
    await expect(args.onChangeStatus).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};

export const DeleteAsksFirst: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await deleteThroughDialog(args.onChangeStatus, () =>
      userEvent.click(canvas.getByRole('button', { name: 'Supprimer', description: 'Hélène' })),
    );
    await expect(args.onChangeStatus).toHaveBeenCalledTimes(1);
  },
};

export const BusyRow: Story = {
  args: { busyUserId: 11 },
  play: async ({ args, canvasElement }) => {
    for (const button of rowOf(canvasElement, 'Camille').getAllByRole('button')) await expect(button).toBeDisabled();
    for (const button of rowOf(canvasElement, 'Paul').getAllByRole('button')) await expect(button).toBeEnabled();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Bannir', description: 'Paul' }));
    await userEvent.click(within(await screen.findByRole('alertdialog', { name: 'Bannir Paul ?' })).getByRole('button', { name: 'Bannir' }));
    await expect(args.onChangeStatus).toHaveBeenCalledTimes(1);
    await expect(args.onChangeStatus).toHaveBeenCalledWith(12, 2);
  },
};

export const Empty: Story = {
  args: { users: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Aucun utilisateur')).toBeInTheDocument();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'Chargement...' })).toBeInTheDocument();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const LoadError: Story = {
  args: { users: [], error: 'Impossible de charger les utilisateurs' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Impossible de charger les utilisateurs');
    await expect(canvas.queryByText('Aucun utilisateur')).toBeNull();
  },
};

export const ErrorAboveRows: Story = {
  args: { error: "Le changement d'accès n'a pas pu être enregistré, réessayez dans un instant." },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent("Le changement d'accès n'a pas pu être enregistré");
    const table = canvas.getByRole('table');
    // The message sits above the rows it is about.
    await expect(alert.compareDocumentPosition(table) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  },
};

export const LongList: Story = {
  args: { users: longList },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table');
    await expect(within(table).getAllByRole('row')).toHaveLength(41);
    await expect(within(table).getAllByRole('cell', { name: '-' }).length).toBeGreaterThan(0);
  },
};

const insideViewport = async (element: Element) => {
  const box = element.getBoundingClientRect();
  await expect(box.left).toBeGreaterThanOrEqual(0);
  await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
};

export const PhoneCards: Story = {
  globals: phoneViewport,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('table')).toBeNull();
    const list = canvas.getByRole('list', { name: 'Utilisateurs' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);

    const camille = cardOf(canvasElement, 'Camille');
    const lines: [string, string][] = [
      ['Role', 'Membre'],
      ['Creation', '02/07/2025 09:05'],
      ['Last seen', '-'],
      ['Access', 'En attente'],
    ];
    for (const [term, value] of lines) {
      const dt = within(camille).getByText(term);
      await expect(dt.tagName).toBe('DT');
      await expect(dt.nextElementSibling).toHaveTextContent(value);
    }
    await expect(within(cardOf(canvasElement, 'Paul')).getByText('Administrateur')).toBeInTheDocument();
    await expect(buttonNames(within(camille))).toEqual(['Autoriser', 'Supprimer', 'Bannir', reset]);
    await expect(buttonNames(within(cardOf(canvasElement, 'Zoé')))).toEqual([]);

    await insideViewport(within(camille).getByText('En attente'));
    for (const button of canvas.getAllByRole('button')) {
      await insideViewport(button);
      const box = button.getBoundingClientRect();
      await expect(box.height).toBeGreaterThanOrEqual(44);
      await expect(box.width).toBeGreaterThanOrEqual(44);
    }

    await userEvent.click(canvas.getByRole('button', { name: 'Autoriser', description: 'Camille' }));
    await expect(args.onChangeStatus).toHaveBeenCalledWith(11, 1);
    await deleteThroughDialog(args.onChangeStatus, () =>
      userEvent.click(canvas.getByRole('button', { name: 'Supprimer', description: 'Hélène' })),
    );
    // The dialog fits the phone too.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** Issue 25: on a phone card too, Bannir asks first, and the dialog fits the 390 px screen. */
export const PhoneBanAsksFirst: Story = {
  globals: phoneViewport,
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(cardOf(canvasElement, 'Camille')).getByRole('button', { name: 'Bannir' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Bannir Camille ?' });
    await expect(dialog.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Bannir' }));
    await expect(args.onChangeStatus).toHaveBeenCalledTimes(1);
    await expect(args.onChangeStatus).toHaveBeenCalledWith(11, 2);
  },
};

export const PhoneLongNames: Story = {
  globals: phoneViewport,
  args: { users: longList.slice(0, 8) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(8);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    for (const heading of canvas.getAllByRole('heading', { level: 3 })) await insideViewport(heading);
    for (const button of canvas.getAllByRole('button')) await insideViewport(button);
  },
};

// A granted member beside the four statuses: the one account that may be promoted.
const withMember: AccountRow[] = [
  ...oneOfEach,
  { id: 15, pseudo: 'Jean Baptiste', role: 'user', creation: at(6, 3, 12, 0), lastseen: at(7, 10, 20, 15), access: 1 },
];

export const AccountCare: Story = {
  args: { users: withMember },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(buttonNames(rowOf(canvasElement, 'Jean Baptiste'))).toEqual([promote, 'Supprimer', 'Bannir', reset]);
    await expect(buttonNames(rowOf(canvasElement, 'Paul'))).toEqual([demote, 'Supprimer', 'Bannir', reset]);
    // Waiting and banned accounts are granted before they may be promoted; deleted ones get nothing.
    await expect(rowOf(canvasElement, 'Camille').queryByRole('button', { name: promote })).toBeNull();
    await expect(rowOf(canvasElement, 'Hélène').queryByRole('button', { name: promote })).toBeNull();
    await expect(buttonNames(rowOf(canvasElement, 'Zoé'))).toEqual([]);
    await expect(rowOf(canvasElement, 'Paul').getByText('Administrateur')).toBeInTheDocument();
    await expect(rowOf(canvasElement, 'Jean Baptiste').getByText('Membre')).toBeInTheDocument();

    // The table fits the desktop width: nothing scrolls sideways.
    const container = canvas.getByRole('table').parentElement;
    if (!container) throw new Error('no table container');
    await expect(container.scrollWidth).toBeLessThanOrEqual(container.clientWidth);

    await userEvent.click(canvas.getByRole('button', { name: promote, description: 'Jean Baptiste' }));
    await expect(args.onSetRole).toHaveBeenLastCalledWith(15, 'admin');
    await userEvent.click(canvas.getByRole('button', { name: demote, description: 'Paul' }));
    await expect(args.onSetRole).toHaveBeenLastCalledWith(12, 'user');
    await userEvent.click(canvas.getByRole('button', { name: reset, description: 'Hélène' }));
    await expect(args.onResetCode).toHaveBeenCalledWith(13);
    await expect(args.onChangeStatus).not.toHaveBeenCalled();
    await expect(screen.queryByRole('alertdialog')).toBeNull();
  },
};

export const PhoneAccountCare: Story = {
  globals: phoneViewport,
  args: { users: withMember },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    const jean = within(cardOf(canvasElement, 'Jean Baptiste'));
    await expect(buttonNames(jean)).toEqual(['Supprimer', 'Bannir', reset, promote]);
    await expect(buttonNames(within(cardOf(canvasElement, 'Paul')))).toEqual(['Supprimer', 'Bannir', reset, demote]);
    await expect(buttonNames(within(cardOf(canvasElement, 'Zoé')))).toEqual([]);

    // Account care sits on its own row, below every status button.
    const lowestStatus = Math.max(...['Supprimer', 'Bannir'].map((name) => jean.getByRole('button', { name }).getBoundingClientRect().bottom));
    for (const name of [reset, promote]) {
      await expect(jean.getByRole('button', { name }).getBoundingClientRect().top).toBeGreaterThan(lowestStatus);
    }
    for (const button of canvas.getAllByRole('button')) {
      await insideViewport(button);
      const box = button.getBoundingClientRect();
      await expect(box.height).toBeGreaterThanOrEqual(44);
      await expect(box.width).toBeGreaterThanOrEqual(44);
    }

    await userEvent.click(jean.getByRole('button', { name: promote }));
    await expect(args.onSetRole).toHaveBeenCalledWith(15, 'admin');
    await userEvent.click(jean.getByRole('button', { name: reset }));
    await expect(args.onResetCode).toHaveBeenCalledWith(15);
  },
};
