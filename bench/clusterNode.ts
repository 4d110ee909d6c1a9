import { buildApp } from '../server/app.ts';
import { defaultThrottle, loadConfig } from '../server/platform/config.ts';

// One Lapin node for the cluster benchmark, in a process of its own: the real app on the
// PostgreSQL of DATABASE_URL, with the chat's per-connection rate limit lifted (the benchmark
// measures the fan-out itself), and a cheap scrypt and no registration limit, so creating 50
// relatives from one address takes seconds.
export const clusterBenchAdmin = { email: 'banc@lapin.test', password: 'terrier-banc-42', pseudo: 'Banc' };

if (process.argv[1]?.endsWith('clusterNode.ts')) {
  const config = loadConfig({
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    ADMIN_EMAIL: clusterBenchAdmin.email,
    ADMIN_PASSWORD: clusterBenchAdmin.password,
    ADMIN_PSEUDO: clusterBenchAdmin.pseudo,
  });
  const app = await buildApp({
    ...config,
    logger: false,
    scryptCost: 2 ** 12,
    throttle: { ...defaultThrottle, registrationsPerIp: 1000 },
    chatLimits: { burst: 1_000_000, perSecond: 1_000_000 },
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  process.stdout.write(`${JSON.stringify({ url })}\n`);
  process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
}
