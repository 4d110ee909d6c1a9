import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { phoneViewport } from '../.storybook/viewports.ts';
import { ResetCodeDialog } from '../src/components/ResetCodeDialog.tsx';

// Local time, so the expiry reads the same in every time zone.
const expires = new Date(2025, 6, 15, 9, 30).getTime();

const meta = {
  title: 'Components/ResetCodeDialog',
  component: ResetCodeDialog,
  args: {
    open: true,
    pseudo: 'Marie',
    code: 'K7MQ4XRT9C',
    expires,
    onClose: fn(),
    copyText: fn(() => Promise.resolve()),
  },
} satisfies Meta<typeof ResetCodeDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const findDialog = (pseudo: string) => screen.findByRole('dialog', { name: `Code de réinitialisation pour ${pseudo}` });

export const ShowsCode: Story = {
  play: async ({ args }) => {
    const dialog = await findDialog('Marie');
    const shown = within(dialog).getByTestId('reset-code');
    await expect(shown).toHaveTextContent('K7MQ4 XRT9C');
    await expect(getComputedStyle(shown).fontFamily).toMatch(/^"Roboto Mono", monospace$/);
    // The shipped face is the one drawing it, not a monospace font of the machine's.
    await document.fonts.ready;
    const loaded = [...document.fonts].filter((face) => face.status === 'loaded').map((face) => `${face.family.replace(/"/g, '')} ${face.weight}`);
    await expect(loaded).toContain('Roboto Mono 700');
    await expect(parseFloat(getComputedStyle(shown).fontSize)).toBeGreaterThanOrEqual(28);
    // Screen readers get the code spelled out, not the two groups read as words.
    await expect(shown).toHaveAttribute('aria-hidden', 'true');
    await expect(within(dialog).getByText('Code : K 7 M Q 4 X R T 9 C')).toBeInTheDocument();
    await expect(within(dialog).getByText("Valable jusqu'au 15/07/2025 09:30")).toBeInTheDocument();
    await expect(dialog).toHaveAccessibleDescription(/Donnez ce code à Marie par téléphone ou par message.*ne sert qu'une fois/);
    await expect(within(dialog).getByRole('button', { name: 'Fermer' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const Copy: Story = {
  play: async ({ args }) => {
    const dialog = await findDialog('Marie');
    await expect(within(dialog).getByRole('status')).toHaveTextContent('');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Copier' }));
    await expect(args.copyText).toHaveBeenCalledWith('K7MQ4XRT9C');
    await expect(await within(dialog).findByText('Copié')).toBeInTheDocument();
    await expect(within(dialog).getByRole('status')).toHaveTextContent('Copié');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

export const CopyUnavailable: Story = {
  args: { copyText: fn(() => Promise.reject(new Error('clipboard unavailable'))) },
  play: async () => {
    const dialog = await findDialog('Marie');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Copier' }));
    await expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Copie impossible sur cet appareil : recopiez le code à la main.',
    );
    await expect(within(dialog).queryByText('Copié')).toBeNull();
  },
};

const longPseudo = 'Marie Françoise Éléonore de la Grande Garenne du Terrier Fleuri';

const insideViewport = async (element: Element) => {
  const box = element.getBoundingClientRect();
  await expect(box.left).toBeGreaterThanOrEqual(0);
  await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
};

export const PhoneLongPseudo: Story = {
  globals: phoneViewport,
  args: { pseudo: longPseudo },
  play: async ({ args }) => {
    const dialog = await findDialog(longPseudo);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    const shown = within(dialog).getByTestId('reset-code');
    await insideViewport(shown);
    // The two groups stay on one line, whole, at a size read without glasses.
    await expect(shown.scrollWidth).toBeLessThanOrEqual(shown.clientWidth);
    await expect(shown.getBoundingClientRect().height).toBeLessThan(60);
    await insideViewport(within(dialog).getByRole('heading', { name: `Code de réinitialisation pour ${longPseudo}` }));
    for (const button of within(dialog).getAllByRole('button')) {
      await insideViewport(button);
      const box = button.getBoundingClientRect();
      await expect(box.height).toBeGreaterThanOrEqual(44);
      await expect(box.width).toBeGreaterThanOrEqual(44);
    }
    await userEvent.click(within(dialog).getByRole('button', { name: 'Copier' }));
    await expect(await within(dialog).findByText('Copié')).toBeInTheDocument();
    await expect(args.copyText).toHaveBeenCalledWith('K7MQ4XRT9C');
  },
};
