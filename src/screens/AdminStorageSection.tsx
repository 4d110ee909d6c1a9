import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { AdminStoragePanel } from '../components/AdminStoragePanel.tsx';
import { useStores } from '../app/StoresContext.tsx';
import { backupOf } from '../stores/BackupStore.ts';

/** The « Stockage » panel of the admin screen; rendered only once the server said "admin". */
export const AdminStorageSection = observer(function AdminStorageSection() {
  const backup = backupOf(useStores());

  useEffect(() => {
    void backup.loadStorage();
  }, [backup]);

  return (
    <AdminStoragePanel
      storage={backup.storage}
      error={backup.storageError}
      starting={backup.isStartingBackup}
      refusal={backup.backupRefusal}
      onBackupNow={() => void backup.backupNow()}
      onRetry={() => void backup.loadStorage()}
    />
  );
});
