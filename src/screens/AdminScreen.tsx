import { useEffect, useId, useRef } from 'react';
import { observer } from 'mobx-react-lite';
import { Alert, Stack, Typography } from '@mui/material';
import { AdminGate } from '../components/AdminGate.tsx';
import { ResetCodeDialog } from '../components/ResetCodeDialog.tsx';
import { UserTable } from '../components/UserTable.tsx';
import { AdminAlbumsSection } from './AdminAlbumsSection.tsx';
import { AdminStorageSection } from './AdminStorageSection.tsx';
import { AdminTripsSection } from './AdminTripsSection.tsx';
import { AdminBackupStatus } from '../components/AdminBackupStatus.tsx';
import { AdminDiskWarning } from '../components/AdminDiskWarning.tsx';
import { AdminArchiveSection } from '../components/AdminArchiveSection.tsx';
import { useStores } from '../app/StoresContext.tsx';
import { accountsAdminOf } from '../stores/AccountsAdminStore.ts';
import { archiveOf } from '../stores/ArchiveStore.ts';
import { backupOf } from '../stores/BackupStore.ts';
import { adminTexts } from '../texts/adminTexts.ts';

export const AdminScreen = observer(function AdminScreen() {
  const root = useStores();
  const { accounts, live } = root;
  const accountsAdmin = accountsAdminOf(root);
  const backup = backupOf(root);
  const archive = archiveOf(root);
  const usersTitleId = useId();
  const statusAlert = useRef<HTMLDivElement>(null);
  // The last code stays in the dialog while it fades out, so its text does not blank mid-fade.
  const lastCode = useRef(accountsAdmin.resetCode);
  const resetOpener = useRef<HTMLElement | null>(null);
  if (accountsAdmin.resetCode) lastCode.current = accountsAdmin.resetCode;
  const shownCode = accountsAdmin.resetCode ?? lastCode.current;
  // The browser follows a one-time link: the zip streams to disk, not into the page's memory.
  const downloadArchive = async () => {
    const url = await archive.archiveLink();
    if (url) window.location.assign(url);
  };
  const pseudoOf = (id: number) => accountsAdmin.users.find((user) => user.id === id)?.pseudo ?? '';

  useEffect(() => {
    void accountsAdmin.checkAdmin().then((isAdmin) => {
      if (!isAdmin) return;
      void accountsAdmin.loadUsers();
      void backup.loadBackupStatus();
      void backup.loadDiskStatus();
    });
  }, [accountsAdmin, backup]);

  useEffect(() => accountsAdmin.followPendingCount(() => live.pendingCount), [accountsAdmin, live]);

  // On a phone the refused card may be far below the list's top, where the reason shows.
  useEffect(() => {
    if (accountsAdmin.statusError) statusAlert.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [accountsAdmin.statusError]);

  return (
    <Stack spacing={3}>
      <Typography variant="h1">{adminTexts.title}</Typography>
      <AdminGate status={accountsAdmin.adminCheck}>
        <Stack spacing={4}>
          <AdminDiskWarning status={backup.diskStatus} />
          <Stack component="section" aria-labelledby={usersTitleId} spacing={2}>
            <Typography variant="h2" id={usersTitleId}>
              {adminTexts.usersTitle}
            </Typography>
            {accountsAdmin.statusError && (
              <Alert ref={statusAlert} severity="error" closeText={adminTexts.close} onClose={() => accountsAdmin.dismissStatusError()}>
                {accountsAdmin.statusError}
              </Alert>
            )}
            <UserTable
              users={accountsAdmin.usersWaitingFirst}
              loading={accountsAdmin.isRetrieving}
              error={accountsAdmin.errorRetrieve}
              busyUserId={accountsAdmin.busyUserId}
              selfId={accounts.userInfo?.id}
              onChangeStatus={(id, status) => void accountsAdmin.changeStatus(id, status)}
              onResetCode={(id) => {
                resetOpener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
                void accountsAdmin.issueResetCode(id);
              }}
              onSetRole={(id, role) => void accountsAdmin.setRole(id, role)}
            />
            <ResetCodeDialog
              open={accountsAdmin.resetCode !== undefined}
              pseudo={shownCode ? pseudoOf(shownCode.userId) : ''}
              code={shownCode?.code ?? ''}
              expires={shownCode?.expires ?? 0}
              onClose={() => accountsAdmin.closeResetCode()}
              returnFocusTo={() => resetOpener.current}
            />
          </Stack>
          <AdminAlbumsSection />
          <AdminTripsSection />
          <AdminStorageSection />
          <AdminBackupStatus status={backup.backupStatus} error={backup.backupStatusError} />
          <AdminArchiveSection
            busy={archive.archiveBusy}
            error={archive.archiveError}
            originals={archive.archiveOriginals}
            onOriginalsChange={(originals) => archive.setArchiveOriginals(originals)}
            onDownload={() => void downloadArchive()}
          />
        </Stack>
      </AdminGate>
    </Stack>
  );
});
