import { useState, type FormEvent } from 'react';
import { Alert, Button, Checkbox, FormControlLabel, Stack, TextField, Typography } from '@mui/material';
import { albumLimits } from '../../shared/albumLimits.ts';
import { albumTexts } from '../texts/albumTexts.ts';

export type AlbumCreateState = 'idle' | 'creating' | 'created' | 'failed';

export type AlbumCreateFormProps = {
  creation: AlbumCreateState;
  /** The server's French reason for a failed creation, shown under the spec's alert. */
  creationError?: string;
  /** `membersCanAdd`: the family may add photos to the new album (on unless the admin unticks it). */
  onCreate: (folderName: string, membersCanAdd: boolean) => void;
};

const texts = albumTexts.manager;

export function AlbumCreateForm({ creation, creationError, onCreate }: AlbumCreateFormProps) {
  const [folderName, setFolderName] = useState('');
  const [membersCanAdd, setMembersCanAdd] = useState(true);
  const [emptyName, setEmptyName] = useState(false);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    // Enter in the field would otherwise send the folder a second time while the first is created.
    if (creation === 'creating') return;
    if (folderName.trim() === '') {
      setEmptyName(true);
      return;
    }
    setEmptyName(false);
    onCreate(folderName.trim(), membersCanAdd);
  };

  return (
    <Stack component="form" noValidate onSubmit={handleSubmit} spacing={1.5}>
      <Typography variant="h3">{texts.createTitle}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
        <TextField
          label={texts.folderName}
          value={folderName}
          onChange={(event) => setFolderName(event.target.value)}
          sx={{ flex: 1 }}
          slotProps={{ htmlInput: { maxLength: albumLimits.maxAlbumNameLength } }}
        />
        <Button type="submit" variant="contained" loading={creation === 'creating'}>
          {texts.create}
        </Button>
      </Stack>
      <FormControlLabel
        control={<Checkbox checked={membersCanAdd} onChange={(event) => setMembersCanAdd(event.target.checked)} />}
        label={texts.membersCanAdd}
        sx={{ alignSelf: 'flex-start', minHeight: 44 }}
      />
      {emptyName && <Alert severity="warning">{texts.folderNameEmpty}</Alert>}
      {!emptyName && creation === 'created' && <Alert severity="success">{texts.created}</Alert>}
      {!emptyName && creation === 'failed' && (
        <Alert severity="error">
          {texts.creationFailed}
          {creationError && (
            <Typography variant="body2" component="span" sx={{ display: 'block', mt: 0.5, overflowWrap: 'anywhere' }}>
              {creationError}
            </Typography>
          )}
        </Alert>
      )}
    </Stack>
  );
}
