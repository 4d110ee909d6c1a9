import { useCallback, useEffect } from 'react';
import type { Draft } from '../components/articleDraft.ts';
import { useLeaveGuard } from '../app/leaveGuard.ts';
import { useStores } from '../app/StoresContext.tsx';
import { draftsOf, draftTargetName, type DraftTarget } from '../stores/DraftsStore.ts';

/** The publisher's and the editor's draft kept on the device (issue 24): opened with the screen,
 * saved as typed and when the page is hidden (a reload or a closed tab asks nothing), and
 * "Garder le brouillon ?" before any in-app navigation leaves it. `articleId` undefined: the
 * publisher; null: the editor before its article is known. */
export function useArticleDraft(articleId?: number | null) {
  const drafts = draftsOf(useStores());

  const target: DraftTarget | undefined = articleId === null ? undefined : articleId === undefined ? { kind: 'publish' } : { kind: 'edit', articleId };
  const name = target && draftTargetName(target);

  useEffect(() => {
    if (!target) return;
    void drafts.open(target);
    const handleHidden = () => {
      if (document.visibilityState === 'hidden') void drafts.flush();
    };
    document.addEventListener('visibilitychange', handleHidden);
    return () => {
      document.removeEventListener('visibilitychange', handleHidden);
      void drafts.close();
    };
    // The target is named by `name`; a new object each render is the same target.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [drafts, name]);

  const shouldAsk = useCallback(() => drafts.changed, [drafts]);
  const leave = useLeaveGuard(shouldAsk);
  const handleDraftChange = useCallback((draft: Draft, changed: boolean) => drafts.update(draft, changed), [drafts]);

  return {
    drafts,
    /** The kept draft has been looked for: the screen can show the offer or the builder. */
    ready: name !== undefined && drafts.opened === name && drafts.status === 'idle',
    handleDraftChange,
    /** Props of the DraftLeaveDialog. */
    leaveDialog: {
      open: leave.blocked,
      onKeep: () => void drafts.flush().then(leave.proceed),
      onThrowAway: () => void drafts.discard().then(leave.proceed),
      onStay: leave.stay,
    },
    /** Props of the DraftResumeOffer, when a kept draft waits for an answer. */
    offer: drafts.offered && {
      title: drafts.offered.draft.title,
      savedAt: drafts.offered.savedAt,
      photos: drafts.offered.draft.elements.filter((element) => element.file).length,
      onResume: () => drafts.resume(),
      onStartOver: () => void drafts.startOver(),
    },
  };
}
