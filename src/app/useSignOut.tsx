import { useState, type ReactElement } from 'react';
import { ConfirmDialog } from '../components/ConfirmDialog.tsx';
import type { RootStore } from '../stores/RootStore.ts';
import { shellTexts } from '../texts/shellTexts.ts';

const texts = shellTexts.menu;

/**
 * « Se déconnecter », from the menu or the account screen. Files shared from the gallery and not
 * yet sent leave the device with the relative (RootStore.forgetSharedFiles): when some wait, the
 * relative is told first and may go back to send them. Otherwise the sign-out is at once, as before.
 */
export function useSignOut(root: RootStore): { requestSignOut: () => void; signOutDialog: ReactElement } {
  const [asking, setAsking] = useState(false);
  // Kept apart from `asking`, so the closing dialog keeps its sentence while it fades.
  const [waiting, setWaiting] = useState(0);

  const requestSignOut = () => {
    void root.sharedWaiting().then((count) => {
      if (count === 0) return root.signOut();
      setWaiting(count);
      setAsking(true);
      return undefined;
    });
  };

  const signOutDialog = (
    <ConfirmDialog
      open={asking}
      title={texts.signOutTitle}
      message={texts.sharedWaiting(waiting)}
      confirmLabel={texts.signOut}
      onConfirm={() => {
        setAsking(false);
        void root.signOut();
      }}
      onCancel={() => setAsking(false)}
    />
  );
  return { requestSignOut, signOutDialog };
}
