import { describe, expect, it } from 'vitest';
import { DiskFullError, DiskReserve, statfsFreeSpace } from './diskReserve.ts';
import { diskMessages } from './diskMessages.ts';

const MB = 1024 * 1024;

/** A disk whose free space the test sets, counting how often it is asked. */
function fakeDisk(freeBytes: number) {
  const disk = {
    free: freeBytes,
    reads: 0,
    read: async () => {
      disk.reads += 1;
      return disk.free;
    },
  };
  return disk;
}

function reserveOn(disk: ReturnType<typeof fakeDisk>, clock = { now: 0 }) {
  return new DiskReserve({ directory: '/data', minFreeBytes: 512 * MB, freeSpace: disk.read, cacheMs: 1000, now: () => clock.now });
}

describe('the disk reserve', () => {
  it('reads the real free space of a folder', async () => {
    await expect(statfsFreeSpace('.')).resolves.toBeGreaterThan(0);
  });

  it('says how much is free and whether it is below the reserve', async () => {
    await expect(reserveOn(fakeDisk(2048 * MB)).status()).resolves.toEqual({ freeMb: 2048, minFreeMb: 512, low: false });
    await expect(reserveOn(fakeDisk(300.6 * MB)).status()).resolves.toEqual({ freeMb: 300, minFreeMb: 512, low: true });
  });

  it('refuses, in French, what would eat into the reserve, and lets through what leaves it whole', async () => {
    const reserve = reserveOn(fakeDisk(600 * MB));
    await expect(reserve.ensureRoomFor(80 * MB)).resolves.toBeUndefined();
    const refused = await reserve.ensureRoomFor(100 * MB).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DiskFullError);
    expect(refused).toMatchObject({ statusCode: 507, message: diskMessages.photosRefused });
    expect(diskMessages.photosRefused).toMatch(/^Le disque du serveur est plein : /);
  });

  it('asks the disk at most once a second, however many requests come', async () => {
    const disk = fakeDisk(4096 * MB);
    const clock = { now: 0 };
    const reserve = reserveOn(disk, clock);
    await Promise.all(Array.from({ length: 50 }, () => reserve.ensureRoomFor(MB)));
    clock.now = 999;
    await reserve.status();
    expect(disk.reads).toBe(1);
    clock.now = 1000;
    await reserve.status();
    expect(disk.reads).toBe(2);
  });

  it('counts what it let through until the disk is read again, so a second of uploads cannot overrun it', async () => {
    const disk = fakeDisk(600 * MB);
    const clock = { now: 0 };
    const reserve = reserveOn(disk, clock);
    await reserve.claim(50 * MB);
    await reserve.claim(30 * MB);
    // 600 - 80 = 520 MB: 10 more would leave 510, under the 512 kept.
    await expect(reserve.claim(10 * MB)).rejects.toBeInstanceOf(DiskFullError);
    await expect(reserve.status()).resolves.toMatchObject({ freeMb: 520 });
    // The next reading sees the written bytes itself: they are not counted twice.
    disk.free = 520 * MB;
    clock.now = 1000;
    await expect(reserve.status()).resolves.toMatchObject({ freeMb: 520, low: false });
  });
});
