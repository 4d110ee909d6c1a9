import { describe, expect, it } from 'vitest';
import { memorySharedInbox } from '../testing/memorySharedInbox.ts';
import { SharedFilesStore } from './SharedFilesStore.ts';

const inbox = memorySharedInbox;

const photo = (id: string) => ({ id, file: new File([id], `${id}.jpg`, { type: 'image/jpeg' }) });
const video = (id: string) => ({ id, file: new File([id], `${id}.mp4`, { type: 'video/mp4' }) });

describe('SharedFilesStore', () => {
  it('shows the shared photos and videos, each once even when read again', async () => {
    const store = new SharedFilesStore(inbox([photo('a'), video('b'), photo('c')]));
    await store.load();
    await store.load();
    expect(store.items.map((item) => [item.id, item.kind])).toEqual([
      ['a', 'photo'],
      ['b', 'video'],
      ['c', 'photo'],
    ]);
    expect(store.photos).toHaveLength(2);
    expect(store.videos).toHaveLength(1);
    expect(store.status).toBe('idle');
  });

  it('lets go of the files a queue holds, and keeps those it refused', async () => {
    const device = inbox([photo('a'), photo('b'), video('c')]);
    const store = new SharedFilesStore(device);
    await store.load();
    await store.handOver(store.photos, async (files) => files.slice(0, 1));
    expect(store.items.map((item) => item.id)).toEqual(['b', 'c']);
    expect([...device.held.keys()]).toEqual(['b', 'c']);
  });

  it('keeps every file on the device when the queue fails', async () => {
    const device = inbox([photo('a')]);
    const store = new SharedFilesStore(device);
    await store.load();
    await expect(store.handOver(store.photos, () => Promise.reject(new Error('disque plein')))).rejects.toThrow('disque plein');
    expect([...device.held.keys()]).toEqual(['a']);
    expect(store.items).toHaveLength(1);
  });

  it('says in French that the shared files cannot be read', async () => {
    const store = new SharedFilesStore(inbox([], { unreadable: true }));
    await store.load();
    expect(store.status).toBe('error');
    expect(store.error).toBe('Les fichiers partagés sont illisibles sur cet appareil.');
  });

  it('gives the whole share up when the relative asks', async () => {
    const device = inbox([photo('a'), video('b')]);
    const store = new SharedFilesStore(device);
    await store.load();
    await store.discard();
    expect(store.items).toEqual([]);
    expect(device.held.size).toBe(0);
  });
});
