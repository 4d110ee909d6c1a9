import { useEffect, useId, useRef } from 'react';
import { observer } from 'mobx-react-lite';
import { Alert, Stack, Typography } from '@mui/material';
import { AdminGate } from '../components/AdminGate.tsx';
import { ResetCodeDialog } from '../components/ResetCodeDialog.tsx';
import { UserTable } from '../components/UserTable.tsx';
import { AdminAlbumsSection } from './AdminAlbumsSection.tsx';
import { AdminBackupStatus } from '../components/AdminBackupStatus.tsx';
import { AdminDiskWarning } from '../components/AdminDiskWarning.tsx';
import { AdminArchiveSection } from '../components/AdminArchiveSection.tsx';
import { useStores } from '../app/StoresContext.tsx';
import { adminTexts } from '../texts/adminTexts.ts';

export const AdminScreen = observer(function AdminScreen() {
  const { admin, live } = useStores();
  const usersTitleId = useId();
  const statusAlert = useRef<HTMLDivElement>(null);
  // The last code stays in the dialog while it fades out, so its text does not blank mid-fade.
  const lastCode = useRef(admin.resetCode);
  const resetOpener = useRef<HTMLElement | null>(null);
  if (admin.resetCode) lastCode.current = admin.resetCode;
  const shownCode = admin.resetCode ?? lastCode.current;
  // The browser follows a one-time link: the zip streams to disk, not into the page's memory.
  const downloadArchive = async () => {
    const url = await admin.archiveLink();
    if (url) window.location.assign(url);
  };
  const pseudoOf = (id: number) => admin.users.find((user) => user.id === id)?.firstName ?? '';

  useEffect(() => {
    void admin.checkAdmin().then((isAdmin) => {
      if (!isAdmin) return;
      void admin.loadUsers();
      void admin.loadBackupStatus();
      void admin.loadDiskStatus();
    });
  }, [admin]);

  useEffect(() => admin.followPendingCount(() => live.pendingCount), [admin, live]);

  // On a phone the refused card may be far below the list's top, where the reason shows.
  useEffect(() => {
    if (admin.statusError) statusAlert.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [admin.statusError]);

  return (
    <Stack spacing={3}>
      <Typography variant="h1">{adminTexts.title}</Typography>
      <AdminGate status={admin.adminCheck}>
        <Stack spacing={4}>
          <AdminDiskWarning status={admin.diskStatus} />
          <Stack component="section" aria-labelledby={usersTitleId} spacing={2}>
            <Typography variant="h2" id={usersTitleId}>
              {adminTexts.usersTitle}
            </Typography>
            {admin.statusError && (
              <Alert ref={statusAlert} severity="error" closeText={adminTexts.close} onClose={() => admin.dismissStatusError()}>
                {admin.statusError}
              </Alert>
            )}
            <UserTable
              users={admin.usersWaitingFirst}
              loading={admin.isRetrieving}
              error={admin.errorRetrieve}
              busyUserId={admin.busyUserId}
              onChangeStatus={(id, status) => void admin.changeStatus(id, status)}
              onResetCode={(id) => {
                resetOpener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
                void admin.issueResetCode(id);
              }}
              onSetRole={(id, role) => void admin.setRole(id, role)}
            />
            <ResetCodeDialog
              open={admin.resetCode !== undefined}
              pseudo={shownCode ? pseudoOf(shownCode.userId) : ''}
              code={shownCode?.code ?? ''}
              expires={shownCode?.expires ?? 0}
              onClose={() => admin.closeResetCode()}
              returnFocusTo={() => resetOpener.current}
            />
          </Stack>
          <AdminAlbumsSection />
          <AdminBackupStatus status={admin.backupStatus} error={admin.backupStatusError} />
          <AdminArchiveSection busy={admin.archiveBusy} error={admin.archiveError} onDownload={() => void downloadArchive()} />
        </Stack>
      </AdminGate>
    </Stack>
  );
});
