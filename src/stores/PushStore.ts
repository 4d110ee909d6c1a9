import { makeAutoObservable, runInAction } from 'mobx';
import { ApiError, errorMessage } from '../api/httpClient.ts';
import type { PushApi } from '../api/pushApi.ts';
import type { PushDevice, PushSupport } from '../api/pushDevice.ts';
import type { PushSettings, PushSubscriptionInput } from '../../shared/pushTypes.ts';

/** What the account screen's switch for this device shows. */
export type PushDeviceState = 'unsupported' | 'ios' | 'denied' | 'off' | 'on';

/** Before registration there is no session: the key call takes any token. */
const NO_SESSION = 'inscription';

/**
 * Issue 24's notifications: this device's subscription (the browser's, told to the server) and
 * the account's four settings. The permission is asked only when the relative turns the switch on.
 */
export class PushStore {
  status: 'idle' | 'loading' | 'saving' | 'error' = 'idle';
  error: string | undefined = undefined;
  settings: PushSettings | undefined = undefined;
  support: PushSupport = 'unsupported';
  permission: NotificationPermission = 'default';
  deviceOn = false;
  /** The registration screen's subscription, sent with the form. */
  registrationSubscription: PushSubscriptionInput | undefined = undefined;

  private readonly api: PushApi;
  private readonly device: PushDevice;
  private readonly token: () => string | undefined;

  constructor(api: PushApi, device: PushDevice, token: () => string | undefined) {
    this.api = api;
    this.device = device;
    this.token = token;
    makeAutoObservable<PushStore, 'api' | 'device' | 'token'>(this, { api: false, device: false, token: false });
    this.support = device.support();
  }

  get deviceState(): PushDeviceState {
    if (this.support === 'ios-browser') return 'ios';
    if (this.support === 'unsupported') return 'unsupported';
    if (this.deviceOn) return 'on';
    return this.permission === 'denied' ? 'denied' : 'off';
  }

  async load(): Promise<void> {
    const token = this.token();
    if (!token) return;
    this.status = 'loading';
    this.error = undefined;
    this.support = this.device.support();
    this.permission = this.device.permission();
    try {
      const [settings, current] = await Promise.all([this.api.settings(token), this.support === 'supported' ? this.device.current() : null]);
      runInAction(() => {
        this.settings = settings;
        this.deviceOn = current !== null && this.permission === 'granted';
        this.status = 'idle';
      });
    } catch (error) {
      this.fail(error);
    }
  }

  /** The relative's tap on the switch: the browser asks its permission now, not before. */
  async setDeviceOn(on: boolean): Promise<void> {
    const token = this.token();
    if (!token) return;
    await this.saving(async () => {
      if (on) {
        const subscription = await this.device.subscribe(await this.api.key(token));
        await this.api.subscribe(token, subscription);
      } else {
        const endpoint = await this.device.unsubscribe();
        if (endpoint) await this.api.unsubscribe(token, endpoint).catch(ignoreGone);
      }
      runInAction(() => {
        this.deviceOn = on;
      });
    });
  }

  async changeSettings(change: Partial<PushSettings>): Promise<void> {
    const token = this.token();
    if (!token || !this.settings) return;
    const wanted = { ...this.settings, ...change };
    await this.saving(async () => {
      const settings = await this.api.settings(token, wanted);
      runInAction(() => {
        this.settings = settings;
      });
    });
  }

  /** The registration screen's offer, ticked or not: the subscription is made on the tap and sent with the form. */
  async offerForRegistration(on: boolean): Promise<void> {
    await this.saving(async () => {
      if (on) {
        const subscription = await this.device.subscribe(await this.api.key(NO_SESSION));
        runInAction(() => {
          this.registrationSubscription = subscription;
        });
      } else {
        await this.device.unsubscribe();
        runInAction(() => {
          this.registrationSubscription = undefined;
        });
      }
    });
  }

  /** Sign-out on this device: the browser forgets its subscription (the server dropped it with the session). */
  async forgetDevice(): Promise<void> {
    try {
      await this.device.unsubscribe();
    } catch (error) {
      console.error("Abonnement aux notifications non retiré de l'appareil", errorMessage(error));
    }
  }

  reset(): void {
    this.status = 'idle';
    this.error = undefined;
    this.settings = undefined;
    this.deviceOn = false;
    this.registrationSubscription = undefined;
  }

  private async saving(work: () => Promise<void>): Promise<void> {
    this.status = 'saving';
    this.error = undefined;
    try {
      await work();
      runInAction(() => {
        this.status = 'idle';
        this.permission = this.device.permission();
      });
    } catch (error) {
      this.fail(error);
    }
  }

  private fail(error: unknown): void {
    runInAction(() => {
      this.status = 'error';
      this.error = errorMessage(error);
      this.permission = this.device.permission();
    });
  }
}

/** Already gone on the server (a session that ended meanwhile): nothing left to undo there. */
function ignoreGone(error: unknown): void {
  if (!(error instanceof ApiError && error.status === 404)) throw error;
}
