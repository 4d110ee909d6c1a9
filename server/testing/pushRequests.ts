import { tmpdir } from 'node:os';
import type { FastifyInstance } from 'fastify';
import type { PushSettings } from '../../shared/pushTypes.ts';
import { loadConfig, type Config, type PushConfig } from '../platform/config.ts';
import type { LocalPushService } from './localPushService.ts';
import { postJson } from './testApp.ts';

/** A device of `token`'s account subscribed to the local push service under the name `device`. */
export async function subscribeDevice(app: FastifyInstance, token: string, service: LocalPushService, device: string): Promise<void> {
  const response = await postJson(app, '/api/push/subscribe', { token, subscription: service.subscribe(device) });
  if (response.statusCode !== 200) throw new Error(`subscribe failed: ${response.statusCode} ${response.body}`);
}

export async function changePushSettings(app: FastifyInstance, token: string, settings: Partial<PushSettings>): Promise<PushSettings> {
  const current = (await postJson(app, '/api/push/settings', { token })).json<PushSettings>();
  const response = await postJson(app, '/api/push/settings', { token, ...current, ...settings });
  if (response.statusCode !== 200) throw new Error(`settings failed: ${response.statusCode} ${response.body}`);
  return response.json<PushSettings>();
}

/** Which devices got a push tagged `tag`, sorted. */
export function devicesWith(service: LocalPushService, tag: string): string[] {
  return service.received
    .filter((push) => push.payload.tag === tag)
    .map((push) => push.device)
    .sort();
}

/** The push settings of a test app: the local service (host and port) let in and trusted, failures retried at once. */
export function pushTestConfig(service: LocalPushService, overrides: Partial<PushConfig> = {}): Pick<Config, 'push'> {
  const { push } = loadConfig({ DATA_DIR: tmpdir() });
  return { push: { ...push, allowedHosts: [new URL(service.origin).host], agent: service.agent, retryMs: 20, timeoutMs: 2000, ...overrides } };
}
