import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Stack, Typography } from '@mui/material';
import { AdminGate } from '../components/AdminGate.tsx';
import { UserTable } from '../components/UserTable.tsx';
import { AdminAlbumsSection } from './AdminAlbumsSection.tsx';
import { useStores } from '../app/StoresContext.tsx';
import { adminTexts } from '../texts/adminTexts.ts';

export const AdminScreen = observer(function AdminScreen() {
  const { admin } = useStores();

  useEffect(() => {
    void admin.checkAdmin().then((isAdmin) => {
      if (isAdmin) void admin.loadUsers();
    });
  }, [admin]);

  return (
    <AdminGate status={admin.adminCheck}>
      <Stack spacing={2}>
        <Typography variant="h2">{adminTexts.usersTitle}</Typography>
        <UserTable
          users={admin.users}
          loading={admin.isRetrieving}
          error={admin.errorRetrieve}
          busyUserId={admin.busyUserId}
          onChangeStatus={(id, status) => void admin.changeStatus(id, status)}
        />
        <AdminAlbumsSection />
      </Stack>
    </AdminGate>
  );
});
