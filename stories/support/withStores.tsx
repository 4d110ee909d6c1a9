import { useState, type ReactNode } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { StoresProvider } from '../../src/app/StoresContext.tsx';
import { RootStore, type Api } from '../../src/stores/RootStore.ts';
import { fakeAdminApi, fakeUserApi } from '../../src/testing/fakeApis.ts';
import { fakeAlbumAdminApi, fakeMediaApi } from '../../src/testing/fakeMediaApi.ts';
import { fakeArticleApi } from '../../src/testing/fakeArticleApi.ts';
import { fakeChat } from '../../src/testing/fakeChatApi.ts';

export interface StoresSetup {
  api?: Partial<Api>;
  /** Puts the stores in the state the story shows. */
  arrange?: (store: RootStore) => void;
}

function StoresHost({ setup, children }: { setup: StoresSetup; children: ReactNode }) {
  // Built once per story render tree, so re-renders keep the store's state.
  const [store] = useState(() => {
    const root = new RootStore({ user: fakeUserApi(), admin: fakeAdminApi(), media: fakeMediaApi(), albumAdmin: fakeAlbumAdminApi(), article: fakeArticleApi(), chat: fakeChat().connector, ...setup.api }, { storage: null });
    setup.arrange?.(root);
    return root;
  });
  return <StoresProvider store={store}>{children}</StoresProvider>;
}

/** Screen stories run on a fresh root store over fake API clients, never on the network, and
 * without persistence so one story cannot leak into the next. */
export function withStores(setup: StoresSetup = {}): Decorator {
  return (Story) => (
    <StoresHost setup={setup}>
      <Story />
    </StoresHost>
  );
}
