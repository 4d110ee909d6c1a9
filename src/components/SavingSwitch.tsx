import { FormControlLabel, Switch, type SxProps, type Theme } from '@mui/material';

export type SavingSwitchProps = {
  label: string;
  checked: boolean;
  /** Its last change is on its way to the server: presses wait until it is saved. */
  saving: boolean;
  onChange: (checked: boolean) => void;
  sx?: SxProps<Theme>;
};

/**
 * A setting's switch that saves on each change. While it saves it says so (`aria-disabled`,
 * dimmed) and ignores presses, but it is not `disabled`: a disabled switch drops the keyboard
 * focus to the page, and whoever toggled it with the space bar would start again from the top.
 */
export function SavingSwitch({ label, checked, saving, onChange, sx }: SavingSwitchProps) {
  return (
    <FormControlLabel
      sx={sx}
      label={label}
      control={
        <Switch
          checked={checked}
          onChange={(event) => {
            if (!saving) onChange(event.target.checked);
          }}
          slotProps={{ input: { 'aria-disabled': saving || undefined } }}
          sx={saving ? { opacity: 0.5 } : undefined}
        />
      }
    />
  );
}
