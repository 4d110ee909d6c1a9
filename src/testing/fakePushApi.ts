import type { PushApi } from '../api/pushApi.ts';
import type { PushDevice, PushSupport } from '../api/pushDevice.ts';
import { PushDeviceError, pushDeviceMessages } from '../api/pushDeviceBrowser.ts';
import { defaultPushSettings, type PushSettings, type PushSubscriptionInput } from '../../shared/pushTypes.ts';
import { ApiError } from '../api/httpClient.ts';

export const FAKE_PUSH_KEY = 'BFakeVapidPublicKeyForStoriesAndTests';

export interface FakePushApiOptions {
  settings?: PushSettings;
  /** Every call fails with this French message. */
  failWith?: string;
  /** Calls wait this long (stories that show the saving state). */
  delayMs?: number;
}

export interface FakePushApi extends PushApi {
  subscriptions: PushSubscriptionInput[];
  saved: PushSettings[];
}

export function fakePushApi({ settings = defaultPushSettings, failWith, delayMs = 0 }: FakePushApiOptions = {}): FakePushApi {
  let current = settings;
  const answer = async <T>(value: () => T): Promise<T> => {
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    if (failWith) throw new ApiError(failWith, 500);
    return value();
  };
  const api: FakePushApi = {
    subscriptions: [],
    saved: [],
    key: () => answer(() => FAKE_PUSH_KEY),
    subscribe: (_token, subscription) => answer(() => void api.subscriptions.push(subscription)),
    unsubscribe: (_token, endpoint) =>
      answer(() => {
        api.subscriptions = api.subscriptions.filter((subscription) => subscription.endpoint !== endpoint);
      }),
    settings: (_token, change) =>
      answer(() => {
        if (change) {
          current = change;
          api.saved.push(change);
        }
        return current;
      }),
  };
  return api;
}

export interface FakePushDeviceOptions {
  support?: PushSupport;
  permission?: NotificationPermission;
  /** What the browser answers when asked: the relative allows, or refuses. */
  answer?: 'granted' | 'denied';
  subscribed?: boolean;
  /** No service worker registered yet (the PWA part not there). */
  noServiceWorker?: boolean;
}

export interface FakePushDevice extends PushDevice {
  asked: number;
}

export function fakePushDevice({ support = 'supported', permission = 'default', answer = 'granted', subscribed = false, noServiceWorker = false }: FakePushDeviceOptions = {}): FakePushDevice {
  let state = permission;
  let subscription: PushSubscriptionInput | null = subscribed ? sampleSubscription : null;
  const device: FakePushDevice = {
    asked: 0,
    support: () => support,
    permission: () => state,
    current: () => Promise.resolve(subscription),
    subscribe() {
      if (noServiceWorker) return Promise.reject(new PushDeviceError(pushDeviceMessages.noServiceWorker));
      device.asked += 1;
      if (state === 'default') state = answer;
      if (state !== 'granted') return Promise.reject(new PushDeviceError(pushDeviceMessages.denied));
      subscription = sampleSubscription;
      return Promise.resolve(subscription);
    },
    unsubscribe() {
      const endpoint = subscription?.endpoint ?? null;
      subscription = null;
      return Promise.resolve(endpoint);
    },
  };
  return device;
}

const sampleSubscription: PushSubscriptionInput = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/appareil-de-marie',
  keys: { p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM', auth: 'tBHItJI5svbpez7KI4CCXg' },
};
