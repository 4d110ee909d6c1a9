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

function isIos(): boolean {
  // iPadOS presents itself as a Mac, with a touch screen.
  return /iPad|iPhone|iPod/.test(navigator.userAgent) || (navigator.userAgent.includes('Macintosh') && navigator.maxTouchPoints > 1);
}

function isStandalone(): boolean {
  return window.matchMedia('(display-mode: standalone)').matches || (navigator as Navigator & { standalone?: boolean }).standalone === true;
}

export function pushSupported(): boolean {
  return 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

/** The browser's device: what it can do is known at once, the rest loads when first asked. */
export function browserPushDevice(): PushDevice {
  const browser = () => import('./pushDeviceBrowser.ts');
  return {
    support() {
      if (isIos() && !isStandalone()) return 'ios-browser';
      return pushSupported() ? 'supported' : 'unsupported';
    },
    permission() {
      return pushSupported() ? Notification.permission : 'denied';
    },
    current: async () => (await browser()).currentSubscription(),
    subscribe: async (publicKey) => (await browser()).subscribeBrowser(publicKey),
    unsubscribe: async () => (await browser()).unsubscribeBrowser(),
  };
}
