// The asynchronous half of the browser's PushDevice, loaded when the account or registration
// screen first needs it: it stays off the first screen's path (e2e/firstLoad.e2e.ts).
import type { PushSubscriptionInput } from '../../shared/pushTypes.ts';
import { pushSupported } from './pushDevice.ts';

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

export async function currentSubscription(): Promise<PushSubscriptionInput | null> {
  if (!pushSupported()) return null;
  const found = await navigator.serviceWorker.getRegistration();
  const subscription = await found?.pushManager.getSubscription();
  return subscription ? toInput(subscription) : null;
}

export async function subscribeBrowser(publicKey: string): Promise<PushSubscriptionInput> {
  const worker = await registration();
  if ((await Notification.requestPermission()) !== 'granted') throw new PushDeviceError(pushDeviceMessages.denied);
  try {
    const subscription = await worker.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) });
    return toInput(subscription);
  } catch {
    throw new PushDeviceError(pushDeviceMessages.failed);
  }
}

export async function unsubscribeBrowser(): Promise<string | null> {
  if (!pushSupported()) return null;
  const found = await navigator.serviceWorker.getRegistration();
  const subscription = await found?.pushManager.getSubscription();
  if (!subscription) return null;
  await subscription.unsubscribe();
  return subscription.endpoint;
}
