import fp from 'fastify-plugin';
import { DiskReserve, statfsFreeSpace, type FreeSpaceReader } from './diskReserve.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The free space of DATA_DIR's disk, and the part of it kept for the database. */
    diskReserve: DiskReserve;
  }
}

declare module '../config.ts' {
  interface Config {
    /** Not read from the environment: tests give a disk that is as full as they need. */
    freeSpace?: FreeSpaceReader;
  }
}

const MB = 1024 * 1024;

export const diskReservePlugin = fp(
  async (app) => {
    const reserve = new DiskReserve({
      directory: app.config.dataDir,
      minFreeBytes: app.config.minFreeMb * MB,
      freeSpace: app.config.freeSpace ?? statfsFreeSpace,
    });
    app.decorate('diskReserve', reserve);
  },
  { name: 'disk-reserve' },
);
