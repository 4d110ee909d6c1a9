import { useId, useState, type FormEvent } from 'react';
import { Alert, Box, Button, CircularProgress, IconButton, Stack, TextField, Typography } from '@mui/material';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import type { Trip } from '../../shared/tripTypes.ts';
import { tripLimits } from '../../shared/tripTypes.ts';
import { tripTexts } from '../texts/tripTexts.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { formatTripDay } from './tripFormat.ts';

export type TripFormValues = { id?: string; title: string; start: string; end: string };

export type TripAdminPanelProps = {
  trips: readonly Trip[];
  loading: boolean;
  error?: string;
  saving: boolean;
  /** The server's refusal of the last save, in French (an overlap, a bad date). */
  saveError?: string;
  deletingId?: string;
  deleteError?: string;
  /** Answers whether the trip was saved: the form then closes. */
  onSave: (trip: TripFormValues) => Promise<boolean>;
  onDelete: (id: string) => void;
};

const texts = tripTexts.admin;

function formError(values: TripFormValues): string | undefined {
  if (!values.title.trim()) return texts.titleRequired;
  if (!values.start) return texts.startRequired;
  if (values.end && values.end < values.start) return texts.endBeforeStart;
  return undefined;
}

function TripForm({ initial, saving, serverError, onSave, onCancel }: { initial: TripFormValues; saving: boolean; serverError?: string; onSave: TripAdminPanelProps['onSave']; onCancel: () => void }) {
  const [values, setValues] = useState(initial);
  const [shownError, setShownError] = useState<string | undefined>(undefined);
  const titleId = useId();
  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = formError(values);
    setShownError(invalid);
    if (invalid) return;
    if (await onSave(values)) onCancel();
  };
  const error = shownError ?? serverError;
  return (
    <Stack component="form" noValidate aria-labelledby={titleId} onSubmit={(event) => void handleSubmit(event)} spacing={2} sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Typography variant="h3" id={titleId} sx={{ fontSize: '1.1rem' }}>
        {initial.id ? texts.formTitleEdit : texts.formTitleNew}
      </Typography>
      {error && <Alert severity="error">{error}</Alert>}
      <TextField
        label={texts.titleField}
        helperText={texts.titleHelp}
        required
        value={values.title}
        slotProps={{ htmlInput: { maxLength: tripLimits.maxTitleLength } }}
        onChange={(event) => setValues({ ...values, title: event.target.value })}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField label={texts.startField} type="date" required value={values.start} slotProps={{ inputLabel: { shrink: true } }} onChange={(event) => setValues({ ...values, start: event.target.value })} />
        <TextField label={texts.endField} type="date" helperText={texts.endHelp} value={values.end} slotProps={{ inputLabel: { shrink: true } }} onChange={(event) => setValues({ ...values, end: event.target.value })} />
      </Stack>
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" disabled={saving} sx={{ minHeight: 44 }}>
          {saving ? texts.saving : texts.save}
        </Button>
        <Button onClick={onCancel} sx={{ minHeight: 44 }}>
          {texts.cancel}
        </Button>
      </Stack>
    </Stack>
  );
}

/** The admin's « Voyages »: the trips, newest first, with a form to create or change one and a confirmed delete. */
export function TripAdminPanel({ trips, loading, error, saving, saveError, deletingId, deleteError, onSave, onDelete }: TripAdminPanelProps) {
  const [editing, setEditing] = useState<TripFormValues | undefined>(undefined);
  const [confirming, setConfirming] = useState<Trip | undefined>(undefined);
  const titleId = useId();
  return (
    <Stack component="section" aria-labelledby={titleId} spacing={2}>
      <Typography variant="h2" id={titleId}>
        {texts.title}
      </Typography>
      <Typography sx={{ color: 'text.secondary' }}>{texts.intro}</Typography>
      {loading && <CircularProgress aria-label={texts.loading} />}
      {error && <Alert severity="error">{error}</Alert>}
      {deleteError && <Alert severity="error">{deleteError}</Alert>}
      {!loading && !error && trips.length === 0 && <Typography>{texts.empty}</Typography>}
      {trips.length > 0 && (
        <Box component="ul" aria-label={texts.listLabel} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {trips.map((trip) => (
            <Stack component="li" key={trip.id} direction="row" sx={{ alignItems: 'center', gap: 1, py: 0.5, borderBottom: 1, borderColor: 'divider' }}>
              <Box sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                <Typography sx={{ fontWeight: 600 }}>{trip.title}</Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {texts.period(formatTripDay(trip.start), trip.end ? formatTripDay(trip.end) : null)}
                </Typography>
              </Box>
              <IconButton aria-label={texts.edit(trip.title)} onClick={() => setEditing({ id: trip.id, title: trip.title, start: trip.start, end: trip.end ?? '' })} sx={{ width: 44, height: 44 }}>
                <EditOutlinedIcon />
              </IconButton>
              <IconButton aria-label={texts.remove(trip.title)} disabled={deletingId === trip.id} onClick={() => setConfirming(trip)} sx={{ width: 44, height: 44 }}>
                <DeleteOutlinedIcon />
              </IconButton>
            </Stack>
          ))}
        </Box>
      )}
      {editing ? (
        <TripForm key={editing.id ?? 'new'} initial={editing} saving={saving} serverError={saveError} onSave={onSave} onCancel={() => setEditing(undefined)} />
      ) : (
        <Box>
          <Button variant="outlined" onClick={() => setEditing({ title: '', start: '', end: '' })} sx={{ minHeight: 44 }}>
            {texts.create}
          </Button>
        </Box>
      )}
      <ConfirmDialog
        open={confirming !== undefined}
        title={texts.confirmDelete(confirming?.title ?? '')}
        message={texts.confirmDeleteMessage}
        confirmLabel={texts.confirm}
        onCancel={() => setConfirming(undefined)}
        onConfirm={() => {
          if (confirming) onDelete(confirming.id);
          setConfirming(undefined);
        }}
      />
    </Stack>
  );
}
