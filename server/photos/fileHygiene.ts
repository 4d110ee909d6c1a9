import { join } from 'node:path';
import fp from 'fastify-plugin';
import { sweepExpiredUploads, tusDirectory } from '../videos/tusUploads.ts';
import { sweepOrphans } from './orphanSweep.ts';
import { sweepSpool } from './uploadSpool.ts';

const HOUR_MS = 60 * 60_000;
// Once the server listens, uploads are in flight: their files exist before their rows commit, for
// seconds. The hourly sweep never takes files younger than this, whatever ORPHAN_GRACE_MINUTES says.
const MIN_GRACE_WHILE_SERVING_MS = 10 * 60_000;

/**
 * Crash hygiene for DATA_DIR/media: at start-up, before the server takes any request, and then
 * every hour, files no row refers to are removed once older than ORPHAN_GRACE_MINUTES. With 0, a
 * restart after a crash leaves exactly the files the rows refer to. Upload files a crash left in
 * DATA_DIR/uploads go by the same rule; resumable (tus) uploads untouched for UPLOAD_EXPIRY_HOURS go
 * too.
 */
export const fileHygienePlugin = fp(
  async (app) => {
    const mediaRoot = join(app.config.dataDir, 'media');
    const graceMs = app.config.orphanGraceMinutes * 60_000;
    const expiryMs = app.config.uploadExpiryHours * HOUR_MS;
    const sweep = async (when: 'start' | 'hourly', grace: number) => {
      const result = await sweepOrphans({ db: app.db, mediaRoot, graceMs: grace });
      const spooled = await sweepSpool(app.uploads.directory, grace);
      const expiredUploads = await sweepExpiredUploads(tusDirectory(app.config.dataDir), expiryMs);
      app.log.info({ ...result, spooled, expiredUploads, when, graceMinutes: grace / 60_000 }, 'orphan media sweep');
      return result;
    };

    await sweep('start', graceMs);
    const timer = setInterval(() => {
      sweep('hourly', Math.max(graceMs, MIN_GRACE_WHILE_SERVING_MS)).catch((error: unknown) => app.log.error({ err: error }, 'orphan media sweep failed'));
    }, HOUR_MS);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  },
  // After the slices that sweep their temp files at start-up.
  { name: 'file-hygiene', dependencies: ['db', 'articles', 'albums', 'uploads'] },
);
