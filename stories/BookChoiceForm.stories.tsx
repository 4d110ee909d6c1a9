import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BookChoiceForm, type BookChoiceFormProps } from '../src/components/BookChoiceForm.tsx';
import { phoneViewport } from '../.storybook/viewports.ts';

// Issue 42: the book's choices on their own (BookDialog.stories.tsx shows them inside the dialog).

const meta = {
  title: 'Components/BookChoiceForm',
  component: BookChoiceForm,
  args: {
    choice: { format: 'A5', allDays: true, from: 1, to: 12, chatPhotos: false, bleed: false },
    dayCount: 12,
    rangeInvalid: false,
    disabled: false,
    onChange: fn(),
  },
} satisfies Meta<typeof BookChoiceForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const noSideways = () => expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);

/** The form holds its choice here, as the store does in the app, so a click shows. */
function WithChoice(args: BookChoiceFormProps) {
  const [choice, setChoice] = useState(args.choice);
  return (
    <BookChoiceForm
      {...args}
      choice={choice}
      onChange={(change) => {
        args.onChange(change);
        setChoice((previous) => ({ ...previous, ...change }));
      }}
    />
  );
}

/** Nothing chosen yet: A5, every day, no chat photos, no bleed. */
export const FirstChoice: Story = {
  play: async ({ canvasElement }) => {
    const form = within(canvasElement);
    await expect(form.getByText('Un PDF prêt à imprimer, chez un imprimeur ou à la maison, fait sur le serveur de la famille.')).toBeVisible();
    await expect(form.getByRole('radio', { name: 'A5 portrait' })).toBeChecked();
    await expect(form.getByRole('radio', { name: 'Tous les jours (1 à 12)' })).toBeChecked();
    await expect(form.queryByRole('spinbutton')).not.toBeInTheDocument();
    await expect(form.getByRole('checkbox', { name: 'Avec les photos du chat' })).not.toBeChecked();
    await expect(form.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** A one-day trip: « Le seul jour ». */
export const OneDayTrip: Story = {
  args: { dayCount: 1, choice: { format: 'A5', allDays: true, from: 1, to: 1, chatPhotos: false, bleed: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: 'Le seul jour' })).toBeChecked();
  },
};

export const ChoosingSomeDays: Story = {
  render: WithChoice,
  play: async ({ args, canvasElement }) => {
    const form = within(canvasElement);
    await userEvent.click(form.getByRole('radio', { name: 'A4 portrait' }));
    await expect(args.onChange).toHaveBeenCalledWith({ format: 'A4' });
    await userEvent.click(form.getByRole('radio', { name: 'Quelques jours' }));
    await expect(args.onChange).toHaveBeenCalledWith({ allDays: false });
    await userEvent.clear(form.getByRole('spinbutton', { name: 'Du jour' }));
    await userEvent.type(form.getByRole('spinbutton', { name: 'Du jour' }), '4');
    await expect(args.onChange).toHaveBeenLastCalledWith({ from: 4 });
    await userEvent.click(form.getByRole('checkbox', { name: 'Avec les photos du chat' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ chatPhotos: true });
    await expect(form.getByRole('checkbox', { name: 'Fonds perdus et traits de coupe, pour un imprimeur' })).toHaveAccessibleDescription(
      '3 mm de plus autour de chaque page, à couper après l’impression.',
    );
  },
};

/** Every choice made: A4, days 3 to 5, chat photos, bleed. */
export const Filled: Story = {
  args: { choice: { format: 'A4', allDays: false, from: 3, to: 5, chatPhotos: true, bleed: true } },
  play: async ({ canvasElement }) => {
    const form = within(canvasElement);
    await expect(form.getByRole('radio', { name: 'A4 portrait' })).toBeChecked();
    await expect(form.getByRole('spinbutton', { name: 'Du jour' })).toHaveValue(3);
    await expect(form.getByRole('spinbutton', { name: 'au jour' })).toHaveValue(5);
    await expect(form.getByRole('checkbox', { name: 'Avec les photos du chat' })).toBeChecked();
    await expect(form.getByRole('checkbox', { name: 'Fonds perdus et traits de coupe, pour un imprimeur' })).toBeChecked();
  },
};

/** The book being asked for: nothing can be changed meanwhile. */
export const WhileRequesting: Story = {
  args: { disabled: true, choice: { format: 'A5', allDays: false, from: 2, to: 6, chatPhotos: false, bleed: false } },
  play: async ({ canvasElement }) => {
    const form = within(canvasElement);
    for (const radio of form.getAllByRole('radio')) await expect(radio).toBeDisabled();
    for (const checkbox of form.getAllByRole('checkbox')) await expect(checkbox).toBeDisabled();
    await expect(form.getByRole('spinbutton', { name: 'Du jour' })).toBeDisabled();
  },
};

export const DaysOutOfTheTrip: Story = {
  args: { choice: { format: 'A5', allDays: false, from: 9, to: 14, chatPhotos: false, bleed: false }, rangeInvalid: true },
  play: async ({ canvasElement }) => {
    const form = within(canvasElement);
    await expect(form.getByRole('alert')).toHaveTextContent('Choisissez des jours entre 1 et 12, le premier avant le dernier.');
    await expect(form.getByRole('spinbutton', { name: 'au jour' })).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Refused: Story = {
  args: { createError: 'Il reste trop peu de place sur le serveur pour faire le livre.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Le livre n’a pas pu être demandé : Il reste trop peu de place sur le serveur pour faire le livre.')).toBeVisible();
  },
};

/** Long French on a phone: the warning over the old book and a long refusal wrap, nothing goes sideways. */
export const LongFrenchTextOnPhone: Story = {
  globals: phoneViewport,
  args: {
    choice: { format: 'A4', allDays: false, from: 12, to: 148, chatPhotos: true, bleed: true },
    dayCount: 148,
    replaces: '28 décembre',
    createError:
      'Votre compte n’a plus accès aux souvenirs de la famille : demandez à l’administrateur de vous rendre l’accès avant de créer le livre du voyage.',
  },
  play: async ({ canvasElement }) => {
    const form = within(canvasElement);
    await expect(form.getByText('Un nouveau livre remplacera celui du 28 décembre : un seul livre à la fois par voyage.')).toBeVisible();
    await expect(form.getByText(/demandez à l’administrateur de vous rendre l’accès/)).toBeVisible();
    await expect(form.getByRole('spinbutton', { name: 'au jour' })).toHaveValue(148);
    for (const control of form.getAllByRole('radio')) await expect(control.closest('label')!.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await noSideways();
  },
};
