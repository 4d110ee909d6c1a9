import { useState, type ReactNode } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { StoresProvider } from '../../src/app/StoresContext.tsx';
import { RootStore } from '../../src/stores/RootStore.ts';
import type { Api, DevicePorts } from '../../src/stores/storePorts.ts';
import { fakeApi } from '../../src/testing/fakeApi.ts';

export interface StoresSetup {
  api?: Partial<Api>;
  /** What the stores keep on the device (memory by default), e.g. a kept article draft; a function
   * makes them afresh for each render, when the story changes them (files shared, then cleared). */
  ports?: Partial<DevicePorts> | (() => Partial<DevicePorts>);
  /** Puts the stores in the state the story shows. */
  arrange?: (store: RootStore) => void;
}

function StoresHost({ setup, children }: { setup: StoresSetup; children: ReactNode }) {
  // Built once per story render tree, so re-renders keep the store's state.
  const [store] = useState(() => {
    const root = new RootStore(fakeApi(setup.api), { storage: null }, typeof setup.ports === 'function' ? setup.ports() : setup.ports);
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
