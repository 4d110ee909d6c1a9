import { FormControlLabel, Stack, Switch, Typography } from '@mui/material';
import { albumTexts } from '../texts/albumTexts.ts';

export type OriginalQualitySwitchProps = {
  checked: boolean;
  onChange: (checked: boolean) => void;
};

const texts = albumTexts.upload;

/** 'Envoyer en qualité d'origine': off, the phone shrinks each photo before sending it. */
export function OriginalQualitySwitch({ checked, onChange }: OriginalQualitySwitchProps) {
  return (
    <Stack spacing={0.25}>
      <FormControlLabel control={<Switch checked={checked} onChange={(event) => onChange(event.target.checked)} />} label={texts.originalQuality} />
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {checked ? texts.originalQualityHint : texts.shrunkHint}
      </Typography>
    </Stack>
  );
}
