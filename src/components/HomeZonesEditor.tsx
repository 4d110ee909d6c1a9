import { useId, useState, type FormEvent } from 'react';
import { Alert, Box, Button, CircularProgress, IconButton, Stack, TextField, Typography } from '@mui/material';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import type { HomeZone } from '../../shared/tripTypes.ts';
import { tripLimits } from '../../shared/tripTypes.ts';
import { tripTexts } from '../texts/tripTexts.ts';

export type HomeZonesEditorProps = {
  /** undefined while read. */
  zones?: readonly Required<HomeZone>[];
  error?: string;
  saving: boolean;
  saved: boolean;
  onSave: (zones: Required<HomeZone>[]) => void;
};

type Row = { lat: string; lon: string; radiusKm: string };

const texts = tripTexts.zones;
const toRow = (zone: Required<HomeZone>): Row => ({ lat: String(zone.lat), lon: String(zone.lon), radiusKm: String(zone.radiusKm) });
// A French keyboard types « 45,9 »: the comma is read as the decimal point.
const read = (value: string) => (value.trim() === '' ? Number.NaN : Number(value.replace(',', '.')));

function parsed(rows: readonly Row[]): Required<HomeZone>[] | undefined {
  const zones = rows.map((row) => ({ lat: read(row.lat), lon: read(row.lon), radiusKm: read(row.radiusKm) }));
  const valid = zones.every(
    (zone) => Math.abs(zone.lat) <= 90 && Math.abs(zone.lon) <= 180 && zone.radiusKm > 0 && zone.radiusKm <= tripLimits.maxRadiusKm,
  );
  return valid ? zones : undefined;
}

/** The admin's home zones: places (the house) whose items are never shown. Simple fields: a
 * latitude, a longitude and a radius per zone. */
export function HomeZonesEditor({ zones, error, saving, saved, onSave }: HomeZonesEditorProps) {
  const [rows, setRows] = useState<Row[]>(() => zones?.map(toRow) ?? []);
  const [invalid, setInvalid] = useState(false);
  const titleId = useId();
  // The zones read or saved on the server replace the fields (React's "state from props" pattern).
  const [shown, setShown] = useState(zones);
  if (zones !== shown) {
    setShown(zones);
    if (zones) setRows(zones.map(toRow));
  }

  const change = (index: number, field: keyof Row, value: string) => setRows(rows.map((row, at) => (at === index ? { ...row, [field]: value } : row)));
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const next = parsed(rows);
    setInvalid(next === undefined);
    if (next) onSave(next);
  };

  return (
    <Stack component="form" noValidate aria-labelledby={titleId} onSubmit={handleSubmit} spacing={2}>
      <Typography variant="h2" id={titleId}>
        {texts.title}
      </Typography>
      <Typography sx={{ color: 'text.secondary' }}>{texts.intro}</Typography>
      {zones === undefined && !error && <CircularProgress aria-label={texts.loading} />}
      {invalid && <Alert severity="error">{texts.invalid}</Alert>}
      {error && <Alert severity="error">{error}</Alert>}
      {saved && !invalid && <Alert severity="success">{texts.saved}</Alert>}
      {zones !== undefined && rows.length === 0 && <Typography>{texts.empty}</Typography>}
      {rows.map((row, index) => (
        <Stack key={index} component="fieldset" direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, m: 0 }}>
          <Box component="legend" sx={{ px: 0.5 }}>
            {texts.zone(index + 1)}
          </Box>
          <TextField label={texts.lat} value={row.lat} slotProps={{ htmlInput: { inputMode: 'decimal' } }} onChange={(event) => change(index, 'lat', event.target.value)} />
          <TextField label={texts.lon} value={row.lon} slotProps={{ htmlInput: { inputMode: 'decimal' } }} onChange={(event) => change(index, 'lon', event.target.value)} />
          <TextField label={texts.radius} value={row.radiusKm} slotProps={{ htmlInput: { inputMode: 'decimal' } }} onChange={(event) => change(index, 'radiusKm', event.target.value)} />
          <IconButton aria-label={texts.remove(index + 1)} onClick={() => setRows(rows.filter((_, at) => at !== index))} sx={{ width: 44, height: 44, alignSelf: 'center' }}>
            <DeleteOutlinedIcon />
          </IconButton>
        </Stack>
      ))}
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button
          variant="outlined"
          disabled={zones === undefined || rows.length >= tripLimits.maxHomeZones}
          onClick={() => setRows([...rows, { lat: '', lon: '', radiusKm: String(tripLimits.defaultRadiusKm) }])}
          sx={{ minHeight: 44 }}
        >
          {texts.add}
        </Button>
        <Button type="submit" variant="contained" disabled={zones === undefined || saving} sx={{ minHeight: 44 }}>
          {saving ? texts.saving : texts.save}
        </Button>
      </Stack>
    </Stack>
  );
}
