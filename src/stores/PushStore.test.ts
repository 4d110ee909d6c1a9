import { describe, expect, it } from 'vitest';
import { pushDeviceMessages } from '../api/pushDeviceBrowser.ts';
import { fakePushApi, fakePushDevice, FAKE_PUSH_KEY, type FakePushDeviceOptions } from '../testing/fakePushApi.ts';
import { PushStore } from './PushStore.ts';

function store(device: FakePushDeviceOptions = {}, api = fakePushApi()) {
  const fakeDevice = fakePushDevice(device);
  return { push: new PushStore(api, fakeDevice, () => 'jeton'), api, device: fakeDevice };
}

describe('PushStore', () => {
  it('reads the settings and whether this device is on, without asking the permission', async () => {
    const { push, device } = store({ permission: 'granted', subscribed: true });
    await push.load();
    expect(push.settings).toEqual({ articles: true, comments: true, chat: 'mentions', accounts: true, steps: true });
    expect(push.deviceState).toBe('on');
    expect(device.asked).toBe(0);
  });

  it("asks the permission on the relative's tap, then tells the server the subscription", async () => {
    const { push, api, device } = store();
    await push.load();
    expect(push.deviceState).toBe('off');
    const key = api.key;
    let keyAsked = '';
    api.key = async (token) => {
      keyAsked = token;
      return key(token);
    };
    await push.setDeviceOn(true);
    expect(device.asked).toBe(1);
    expect(keyAsked).toBe('jeton');
    expect(api.subscriptions.map((subscription) => subscription.endpoint)).toEqual(['https://fcm.googleapis.com/fcm/send/appareil-de-marie']);
    expect(push.deviceState).toBe('on');

    await push.setDeviceOn(false);
    expect(api.subscriptions).toEqual([]);
    expect(push.deviceState).toBe('off');
    expect(FAKE_PUSH_KEY).toMatch(/^B/);
  });

  it('says so in French when the relative refuses, and shows the blocked state', async () => {
    const { push, api } = store({ answer: 'denied' });
    await push.load();
    await push.setDeviceOn(true);
    expect(push.status).toBe('error');
    expect(push.error).toBe(pushDeviceMessages.denied);
    expect(push.deviceState).toBe('denied');
    expect(api.subscriptions).toEqual([]);
  });

  it('explains that the service worker is missing instead of waiting for it', async () => {
    const { push } = store({ noServiceWorker: true });
    await push.load();
    await push.setDeviceOn(true);
    expect(push.error).toBe(pushDeviceMessages.noServiceWorker);
    expect(push.deviceState).toBe('off');
  });

  it('shows the iOS explanation in Safari outside the home screen', async () => {
    const { push } = store({ support: 'ios-browser' });
    await push.load();
    expect(push.deviceState).toBe('ios');
  });

  it('changes one setting and keeps the others', async () => {
    const { push, api } = store();
    await push.load();
    await push.changeSettings({ chat: 'all' });
    expect(api.saved).toEqual([{ articles: true, comments: true, chat: 'all', accounts: true, steps: true }]);
    expect(push.settings?.chat).toBe('all');
  });

  it('gives the registration screen a subscription made with the key, without a session', async () => {
    const api = fakePushApi();
    const device = fakePushDevice();
    const push = new PushStore(api, device, () => undefined);
    await push.offerForRegistration(true);
    expect(push.registrationSubscription).toMatchObject({ endpoint: expect.stringContaining('fcm.googleapis.com') });
    await push.offerForRegistration(false);
    expect(push.registrationSubscription).toBeUndefined();
  });

  it('forgets the browser subscription at sign-out', async () => {
    const { push, device } = store({ permission: 'granted', subscribed: true });
    await push.forgetDevice();
    expect(await device.current()).toBeNull();
  });
});
