import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { phoneViewport } from '../.storybook/viewports.ts';
import { SavingSwitch, type SavingSwitchProps } from '../src/components/SavingSwitch.tsx';

const meta = {
  title: 'Components/SavingSwitch',
  component: SavingSwitch,
  args: { label: 'Les nouveaux articles', checked: false, saving: false, onChange: fn() },
} satisfies Meta<typeof SavingSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

const theSwitch = (canvasElement: HTMLElement, name: string | RegExp = 'Les nouveaux articles') => within(canvasElement).getByRole('switch', { name });

export const Off: Story = {
  play: async ({ args, canvasElement }) => {
    await expect(theSwitch(canvasElement)).not.toBeChecked();
    await expect(theSwitch(canvasElement)).not.toHaveAttribute('aria-disabled');
    await userEvent.click(theSwitch(canvasElement));
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};

export const On: Story = {
  args: { checked: true },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(theSwitch(canvasElement));
    await expect(args.onChange).toHaveBeenCalledWith(false);
  },
};

export const Saving: Story = {
  args: { checked: true, saving: true },
  play: async ({ args, canvasElement }) => {
    const control = theSwitch(canvasElement);
    await expect(control).toHaveAttribute('aria-disabled', 'true');
    // Still reachable with the keyboard, and a press while it saves changes nothing.
    await userEvent.tab();
    await expect(control).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(control).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** The way a screen uses it: each change is saved for a moment before it holds. */
function SavedAfterAMoment(props: SavingSwitchProps) {
  const [checked, setChecked] = useState(props.checked);
  const [saving, setSaving] = useState(false);
  return (
    <SavingSwitch
      {...props}
      checked={checked}
      saving={saving}
      onChange={(next) => {
        props.onChange(next);
        setSaving(true);
        setTimeout(() => {
          setChecked(next);
          setSaving(false);
        }, 150);
      }}
    />
  );
}

export const KeepsTheFocusWhileSaving: Story = {
  render: (args) => <SavedAfterAMoment {...args} />,
  play: async ({ args, canvasElement }) => {
    const control = theSwitch(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(control).toHaveAttribute('aria-disabled', 'true'));
    await expect(control).toHaveFocus();
    await waitFor(() => expect(control).toBeChecked());
    await expect(control).not.toHaveAttribute('aria-disabled');
    // The focus never left it: the next press goes to it too.
    await expect(control).toHaveFocus();
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

export const LongLabelOnAPhone: Story = {
  args: { label: 'Les commentaires sur mes articles, ceux que j’ai commentés et ceux des albums où j’ai ajouté des photos' },
  globals: phoneViewport,
  play: async ({ canvasElement }) => {
    const control = theSwitch(canvasElement, /Les commentaires sur mes articles/);
    const label = control.closest('label')!;
    // The label wraps inside the phone's width instead of pushing the page sideways.
    await expect(label.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
