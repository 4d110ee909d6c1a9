import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Stack } from '@mui/material';
import { HomeZonesEditor } from '../components/HomeZonesEditor.tsx';
import { TripAdminPanel } from '../components/TripAdminPanel.tsx';
import { useStores } from '../app/StoresContext.tsx';
import { tripAdminOf } from '../stores/TripAdminStore.ts';

/** Issue 39: the admin's « Voyages » and home zones; rendered only once the server said "admin". */
export const AdminTripsSection = observer(function AdminTripsSection() {
  const store = tripAdminOf(useStores());

  useEffect(() => {
    void store.loadTrips();
    void store.loadZones();
  }, [store]);

  return (
    <Stack spacing={4}>
      <TripAdminPanel
        trips={store.trips}
        loading={store.isRetrieving}
        error={store.errorRetrieve}
        saving={store.isSaving}
        saveError={store.saveError}
        deletingId={store.deletingId}
        deleteError={store.deleteError}
        onSave={(trip) => store.saveTrip(trip)}
        onDelete={(id) => void store.deleteTrip(id)}
      />
      <HomeZonesEditor zones={store.zones} error={store.zonesError} saving={store.isSavingZones} saved={store.zonesSaved} onSave={(zones) => void store.saveZones(zones)} />
    </Stack>
  );
});
