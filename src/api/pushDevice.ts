import type { PushSubscriptionInput } from '../../shared/pushTypes.ts';

/** Whether this browser can get pushes: on iOS only once Lapin is on the home screen. */
export type PushSupport = 'supported' | 'unsupported' | 'ios-browser';

/** The browser's side of Web Push: its permission and its subscription for this site. */
export interface PushDevice {
  support(): PushSupport;
  permission(): NotificationPermission;
  /** The subscription this browser holds for Lapin, if any. */
  current(): Promise<PushSubscriptionInput | null>;
  /** Asks the permission (only ever on the relative's tap) and subscribes with the server's key. */
  subscribe(publicKey: string): Promise<PushSubscriptionInput>;
  /** Ends this browser's subscription: its endpoint, or null when there was none. */
  unsubscribe(): Promise<string | null>;
}

export const pushDeviceMessages = {
  noServiceWorker: "Le service de notifications de Lapin n'est pas encore installé sur cet appareil : rechargez la page, puis réessayez",
  denied: 'Les notifications sont bloquées pour Lapin dans les réglages du navigateur',
  failed: "Le navigateur n'a pas pu activer les notifications sur cet appareil",
} as const;

export class PushDeviceError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PushDeviceError';
  }
}

function isIos(): boolean {
  // iPadOS presents itself as a Mac, with a touch screen.
  return /iPad|iPhone|iPod/.test(navigator.userAgent) || (navigator.userAgent.includes('Macintosh') && navigator.maxTouchPoints > 1);
}

function isStandalone(): boolean {
  return window.matchMedia('(display-mode: standalone)').matches || (navigator as Navigator & { standalone?: boolean }).standalone === true;
}

function toInput(subscription: PushSubscription): PushSubscriptionInput {
  const json = subscription.toJSON();
  return { endpoint: subscription.endpoint, keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' } };
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64url.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

async function registration(): Promise<ServiceWorkerRegistration> {
  // `ready` never settles without a registered worker: ask first.
  if (!(await navigator.serviceWorker.getRegistration())) throw new PushDeviceError(pushDeviceMessages.noServiceWorker);
  return navigator.serviceWorker.ready;
}

export function browserPushDevice(): PushDevice {
  const supported = () => 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
  return {
    support() {
      if (isIos() && !isStandalone()) return 'ios-browser';
      return supported() ? 'supported' : 'unsupported';
    },
    permission() {
      return supported() ? Notification.permission : 'denied';
    },
    async current() {
      if (!supported()) return null;
      const found = await navigator.serviceWorker.getRegistration();
      const subscription = await found?.pushManager.getSubscription();
      return subscription ? toInput(subscription) : null;
    },
    async subscribe(publicKey) {
      const worker = await registration();
      if ((await Notification.requestPermission()) !== 'granted') throw new PushDeviceError(pushDeviceMessages.denied);
      try {
        const subscription = await worker.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) });
        return toInput(subscription);
      } catch {
        throw new PushDeviceError(pushDeviceMessages.failed);
      }
    },
    async unsubscribe() {
      if (!supported()) return null;
      const found = await navigator.serviceWorker.getRegistration();
      const subscription = await found?.pushManager.getSubscription();
      if (!subscription) return null;
      await subscription.unsubscribe();
      return subscription.endpoint;
    },
  };
}
