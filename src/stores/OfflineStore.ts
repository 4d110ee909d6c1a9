import { makeAutoObservable } from 'mobx';

/** Whether the device has a network, as the browser knows it. */
export interface NetworkStatus {
  isOnline(): boolean;
  /** Calls back on every change; answers the unsubscribe. */
  onChange(listener: (online: boolean) => void): () => void;
}

/** The service worker as the app sees it (src/serviceWorker/registerServiceWorker.ts). */
export interface ServiceWorkerPort {
  /** Calls back once a new version of the app is installed and waits. */
  onUpdateWaiting(listener: () => void): void;
  /** The waiting version takes over, and the page reloads once. */
  applyUpdate(): void;
  /** Who is signed in: the photos kept offline are that account's; null empties them. */
  setAccount(account: number | null): Promise<void>;
}

export const alwaysOnline: NetworkStatus = { isOnline: () => true, onChange: () => () => undefined };

export const noServiceWorker: ServiceWorkerPort = {
  onUpdateWaiting: () => undefined,
  applyUpdate: () => undefined,
  setAccount: () => Promise.resolve(),
};

/** Issue 24: "Hors ligne" while the network is gone, and "Nouvelle version disponible" when a new
 * version of the app waits for the relative's tap. */
export class OfflineStore {
  online: boolean;
  updateWaiting = false;
  private readonly worker: ServiceWorkerPort;

  constructor(network: NetworkStatus, worker: ServiceWorkerPort) {
    this.worker = worker;
    this.online = network.isOnline();
    makeAutoObservable<OfflineStore, 'worker'>(this, { worker: false });
    network.onChange((online) => this.setOnline(online));
    worker.onUpdateWaiting(() => this.setUpdateWaiting());
  }

  setOnline(online: boolean): void {
    this.online = online;
  }

  setUpdateWaiting(): void {
    this.updateWaiting = true;
  }

  applyUpdate(): void {
    this.worker.applyUpdate();
  }

  setAccount(account: number | null): Promise<void> {
    return this.worker.setAccount(account);
  }
}
