import { Alert, Checkbox, FormControl, FormControlLabel, FormHelperText, FormLabel, Radio, RadioGroup, Stack, TextField, Typography } from '@mui/material';
import type { BookChoice } from './bookChoice.ts';
import { bookTexts } from '../texts/bookTexts.ts';

export type BookChoiceFormProps = {
  choice: BookChoice;
  dayCount: number;
  rangeInvalid: boolean;
  /** The date of the book a new one would replace, already worded (« 3 août »). */
  replaces?: string;
  createError?: string;
  disabled: boolean;
  onChange: (change: Partial<BookChoice>) => void;
};

const dayNumber = (value: string) => (value === '' ? 0 : Number(value));

/** The book's choices: format, days, chat photos, bleed for a print shop. */
export function BookChoiceForm({ choice, dayCount, rangeInvalid, replaces, createError, disabled, onChange }: BookChoiceFormProps) {
  return (
    <Stack spacing={2}>
      <Typography sx={{ color: 'text.secondary' }}>{bookTexts.intro}</Typography>
      <FormControl>
        <FormLabel id="book-format">{bookTexts.format}</FormLabel>
        <RadioGroup row aria-labelledby="book-format" value={choice.format} onChange={(event) => onChange({ format: event.target.value === 'A4' ? 'A4' : 'A5' })}>
          <FormControlLabel value="A5" control={<Radio disabled={disabled} />} label={bookTexts.a5} sx={{ minHeight: 44 }} />
          <FormControlLabel value="A4" control={<Radio disabled={disabled} />} label={bookTexts.a4} sx={{ minHeight: 44 }} />
        </RadioGroup>
      </FormControl>
      <FormControl error={rangeInvalid}>
        <FormLabel id="book-days">{bookTexts.days}</FormLabel>
        <RadioGroup aria-labelledby="book-days" value={choice.allDays ? 'all' : 'some'} onChange={(event) => onChange({ allDays: event.target.value === 'all' })}>
          <FormControlLabel value="all" control={<Radio disabled={disabled} />} label={bookTexts.allDays(dayCount)} sx={{ minHeight: 44 }} />
          <FormControlLabel value="some" control={<Radio disabled={disabled} />} label={bookTexts.someDays} sx={{ minHeight: 44 }} />
        </RadioGroup>
        {!choice.allDays && (
          <Stack direction="row" spacing={2} sx={{ mt: 1 }}>
            <TextField
              label={bookTexts.from}
              type="number"
              value={choice.from === 0 ? '' : choice.from}
              error={rangeInvalid}
              disabled={disabled}
              onChange={(event) => onChange({ from: dayNumber(event.target.value) })}
              slotProps={{ htmlInput: { min: 1, max: dayCount, inputMode: 'numeric' } }}
              sx={{ flex: 1 }}
            />
            <TextField
              label={bookTexts.to}
              type="number"
              value={choice.to === 0 ? '' : choice.to}
              error={rangeInvalid}
              disabled={disabled}
              onChange={(event) => onChange({ to: dayNumber(event.target.value) })}
              slotProps={{ htmlInput: { min: 1, max: dayCount, inputMode: 'numeric' } }}
              sx={{ flex: 1 }}
            />
          </Stack>
        )}
        {!choice.allDays && rangeInvalid && <FormHelperText role="alert">{bookTexts.rangeError(dayCount)}</FormHelperText>}
      </FormControl>
      <FormControl>
        <FormControlLabel
          disabled={disabled}
          control={<Checkbox checked={choice.chatPhotos} onChange={(event) => onChange({ chatPhotos: event.target.checked })} />}
          label={bookTexts.chatPhotos}
          sx={{ minHeight: 44 }}
        />
      </FormControl>
      <FormControl>
        <FormControlLabel
          disabled={disabled}
          control={<Checkbox checked={choice.bleed} onChange={(event) => onChange({ bleed: event.target.checked })} slotProps={{ input: { 'aria-describedby': 'book-bleed-hint' } }} />}
          label={bookTexts.bleed}
          sx={{ minHeight: 44 }}
        />
        <FormHelperText id="book-bleed-hint" sx={{ mt: 0 }}>
          {bookTexts.bleedHint}
        </FormHelperText>
      </FormControl>
      {replaces && <Alert severity="warning">{bookTexts.replaces(replaces)}</Alert>}
      {createError && <Alert severity="error">{bookTexts.createError(createError)}</Alert>}
    </Stack>
  );
}
