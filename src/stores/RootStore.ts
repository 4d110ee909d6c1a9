import type { UserApi } from '../api/userApi.ts';
import type { AdminApi } from '../api/adminApi.ts';
import { AuthStore } from './AuthStore.ts';
import { AdminStore } from './AdminStore.ts';
import { restoreWithin, type PersistOptions } from './persistence.ts';

export interface Api {
  user: UserApi;
  admin: AdminApi;
}

export class RootStore {
  readonly auth: AuthStore;
  readonly admin: AdminStore;

  constructor(api: Api, options: PersistOptions) {
    this.auth = new AuthStore(api.user, options);
    this.admin = new AdminStore(api.admin, api.user, () => this.auth.token);
  }

  /** Waits for persisted state, at most the spec's 5000 ms. */
  restore(): Promise<'restored' | 'timed-out'> {
    return restoreWithin([this.auth.restored]);
  }
}
