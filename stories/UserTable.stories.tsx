import type { Meta, StoryObj } from '@storybook/react-vite';
import { Box } from '@mui/material';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { UserRow } from '../shared/userApi.ts';
import { UserTable } from '../src/components/UserTable.tsx';

// Local-time dates, so the table reads the same in every time zone.
const at = (month: number, day: number, hours: number, minutes: number) =>
  new Date(2025, month - 1, day, hours, minutes).getTime();

const oneOfEach: UserRow[] = [
  { id: 11, firstName: 'Camille', role: 'user', creation: at(7, 2, 9, 5), lastseen: null, access: 0 },
  { id: 12, firstName: 'Paul', role: 'admin', creation: at(6, 1, 14, 30), lastseen: at(7, 14, 21, 7), access: 1 },
  { id: 13, firstName: 'Hélène', role: 'user', creation: at(6, 20, 8, 0), lastseen: at(7, 1, 18, 45), access: 2 },
  { id: 14, firstName: 'Zoé', role: 'user', creation: at(6, 21, 10, 10), lastseen: at(6, 22, 11, 11), access: 3 },
];

const givenNames = ['Marie Françoise', 'Jean Baptiste', 'Éléonore', 'Anne Sophie', 'Pierre Emmanuel', 'Bérangère', 'François Xavier', 'Marguerite'];
const familyNames = ['de la Grande Garenne', 'du Terrier Fleuri', 'Lapérouse', 'de Montcarotte', 'Delaprairie'];

// Forty deterministic rows with long names and every status, for layout checks.
const longList: UserRow[] = Array.from({ length: 40 }, (_, index) => ({
  id: 100 + index,
  firstName: `${givenNames[index % givenNames.length]} ${familyNames[index % familyNames.length]}`,
  role: index === 0 ? 'admin' : 'user',
  creation: at(1 + (index % 7), 1 + (index % 28), index % 24, (index * 7) % 60),
  lastseen: index % 6 === 0 ? null : at(8, 1 + (index % 28), (index * 3) % 24, (index * 11) % 60),
  access: index % 4,
}));

const meta = {
  title: 'Components/UserTable',
  component: UserTable,
  args: { users: oneOfEach, loading: false, onChangeStatus: fn() },
} satisfies Meta<typeof UserTable>;

export default meta;
type Story = StoryObj<typeof meta>;

function rowOf(canvasElement: HTMLElement, pseudo: string) {
  const header = within(canvasElement).getByRole('rowheader', { name: pseudo });
  const row = header.closest('tr');
  if (!row) throw new Error(`no row for ${pseudo}`);
  return within(row);
}

const buttonNames = (row: ReturnType<typeof rowOf>) => row.queryAllByRole('button').map((button) => button.textContent);

export const OneRowPerStatus: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Utilisateurs' });
    for (const column of ['Pseudo', 'Role', 'Creation', 'Last seen', 'Access']) {
      await expect(within(table).getByRole('columnheader', { name: column })).toBeInTheDocument();
    }

    const waiting = rowOf(canvasElement, 'Camille');
    await expect(waiting.getByText('En attente')).toBeInTheDocument();
    await expect(waiting.getByText('02/07/2025 09:05')).toBeInTheDocument();
    await expect(waiting.getByRole('cell', { name: '-' })).toBeInTheDocument();
    await expect(buttonNames(waiting)).toEqual(['Autoriser', 'Supprimer', 'Bannir']);

    const granted = rowOf(canvasElement, 'Paul');
    await expect(granted.getByText('Autorisé')).toBeInTheDocument();
    await expect(granted.getByText('14/07/2025 21:07')).toBeInTheDocument();
    await expect(buttonNames(granted)).toEqual(['Supprimer', 'Bannir']);

    const banned = rowOf(canvasElement, 'Hélène');
    await expect(banned.getByText('Banni')).toBeInTheDocument();
    await expect(buttonNames(banned)).toEqual(['Autoriser', 'Supprimer']);

    const deleted = rowOf(canvasElement, 'Zoé');
    await expect(deleted.getByText('Supprimé')).toBeInTheDocument();
    await expect(buttonNames(deleted)).toEqual([]);

    await userEvent.click(canvas.getByRole('button', { name: 'Autoriser', description: 'Camille' }));
    await expect(args.onChangeStatus).toHaveBeenCalledWith(11, 1);
    await userEvent.click(canvas.getByRole('button', { name: 'Bannir', description: 'Paul' }));
    await expect(args.onChangeStatus).toHaveBeenLastCalledWith(12, 2);
    await userEvent.click(canvas.getByRole('button', { name: 'Supprimer', description: 'Hélène' }));
    await expect(args.onChangeStatus).toHaveBeenLastCalledWith(13, 3);
  },
};

export const BusyRow: Story = {
  args: { busyUserId: 11 },
  play: async ({ args, canvasElement }) => {
    for (const button of rowOf(canvasElement, 'Camille').getAllByRole('button')) await expect(button).toBeDisabled();
    for (const button of rowOf(canvasElement, 'Paul').getAllByRole('button')) await expect(button).toBeEnabled();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Bannir', description: 'Paul' }));
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
    await expect(canvas.getByRole('alert')).toBeInTheDocument();
    await expect(canvas.getByRole('table')).toBeInTheDocument();
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

export const NarrowScreen: Story = {
  args: { users: longList.slice(0, 8) },
  decorators: [
    (Story) => (
      <Box sx={{ width: 360, border: 1, borderColor: 'divider' }}>
        <Story />
      </Box>
    ),
  ],
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table');
    const container = table.parentElement as HTMLElement;
    // The table scrolls inside its container instead of widening the page.
    await expect(container.scrollWidth).toBeGreaterThan(container.clientWidth);
    await expect(container.clientWidth).toBeLessThanOrEqual(360);
  },
};
