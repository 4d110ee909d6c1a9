import { describe, expect, it, vi } from 'vitest';
import { makeAutoObservable, reaction } from 'mobx';
import { busyCall } from './busyCall.ts';
import { ApiError } from '../api/httpClient.ts';

class Probe {
  isRetrieving = false;
  errorRetrieve: string | undefined = 'an earlier failure';
  reply: string | undefined = undefined;

  constructor() {
    makeAutoObservable(this);
  }

  load(call: () => Promise<string>, log?: string): Promise<boolean> {
    return busyCall(call, {
      busy: (on) => {
        this.isRetrieving = on;
      },
      error: (message) => {
        this.errorRetrieve = message;
      },
      done: (reply) => {
        this.reply = reply;
      },
      log,
    });
  }
}

describe('busyCall', () => {
  it('is busy with no error while the call runs, then applies the reply and ends the wait', async () => {
    const probe = new Probe();
    let answer: (value: string) => void = () => undefined;
    const pending = probe.load(() => new Promise((resolve) => (answer = resolve)));
    expect(probe.isRetrieving).toBe(true);
    expect(probe.errorRetrieve).toBeUndefined();
    answer('pages');
    await expect(pending).resolves.toBe(true);
    expect(probe).toMatchObject({ isRetrieving: false, errorRetrieve: undefined, reply: 'pages' });
  });

  it("keeps the server's reason and ends the wait when the call fails", async () => {
    const probe = new Probe();
    await expect(probe.load(() => Promise.reject(new ApiError('Le serveur est indisponible', 500)))).resolves.toBe(false);
    expect(probe).toMatchObject({ isRetrieving: false, errorRetrieve: 'Le serveur est indisponible', reply: undefined });
  });

  it('shows the outcome and the end of the wait in one change, so a screen draws it once', async () => {
    const probe = new Probe();
    const seen: string[] = [];
    const stop = reaction(
      () => `${probe.isRetrieving} ${probe.reply}`,
      (state) => seen.push(state),
    );
    await probe.load(() => Promise.resolve('pages'));
    stop();
    expect(seen).toEqual(['true undefined', 'false pages']);
  });

  it('logs the failure with its label when the spec only logs it', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await new Probe().load(() => Promise.reject(new Error('hors ligne')), 'Lecture impossible');
    expect(log).toHaveBeenCalledWith('Lecture impossible', 'hors ligne');
    log.mockRestore();
  });
});
