import { mkdir } from 'node:fs/promises';
import fp from 'fastify-plugin';
import { prlimitPath } from './limitedChild.ts';
import { videosRoot } from './videoFiles.ts';
import { VideoJobs } from './videoJobs.ts';
import { createVideosService, type VideosService } from './videosService.ts';

declare module 'fastify' {
  interface FastifyInstance {
    videos: VideosService;
    /** The transcode queue of this node (tests wait on it and stop it). */
    videoJobs: VideoJobs;
  }
}

export const videosPlugin = fp(
  async (app) => {
    const root = videosRoot(app.config.dataDir);
    await mkdir(root, { recursive: true });
    if (prlimitPath() === null) {
      app.log.warn('prlimit (util-linux) not found: ffmpeg and ffprobe are held to VIDEO_MAX_MEMORY_MB by polling their resident size instead');
    }
    const jobs = new VideoJobs({
      db: app.db,
      nodeId: app.nodeId,
      singleNode: app.config.databaseUrl === null,
      settings: app.config.videos,
      root,
      events: app.liveEvents,
      log: app.log,
      bus: app.clusterBus,
    });
    app.decorate('videoJobs', jobs);
    app.decorate('videos', createVideosService({ db: app.db, settings: app.config.videos, root, jobs, diskReserve: app.diskReserve }));
    // After the start-up orphan sweep (file-hygiene): it removes a dead job's temp files, and
    // must not see a new job's.
    app.addHook('onReady', async () => jobs.start());
    app.addHook('preClose', async () => jobs.stop());
  },
  { name: 'videos', dependencies: ['db', 'live-events', 'cluster', 'disk-reserve'] },
);
