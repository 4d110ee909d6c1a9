import { afterEach, describe, expect, it } from 'vitest';
import { liveProcess, stopOtherProcesses, zombiePid } from '../../testing/otherProcesses.ts';
import { isProcessAlive, parseProcStat, processStartTime, readProcStat } from './processIdentity.ts';

afterEach(() => {
  stopOtherProcesses();
});

/** A /proc/<pid>/stat line as Linux writes it: 52 fields, the start time the 22nd. */
const statLine = (command: string, state: string) => `4242 (${command}) ${state} 1 4242 4242 0 -1 ${Array.from({ length: 13 }, () => '0').join(' ')} 987654 ${Array.from({ length: 30 }, () => '0').join(' ')}`;

describe('process identity', () => {
  it('reads the state and start time after the last parenthesis, whatever the command name holds', () => {
    expect(parseProcStat(statLine('node', 'S'))).toEqual({ state: 'S', startTime: 987654 });
    expect(parseProcStat(statLine('a) Z 1 (b', 'R'))).toEqual({ state: 'R', startTime: 987654 });
    expect(parseProcStat(statLine('mon serveur (1))', 'Z'))).toEqual({ state: 'Z', startTime: 987654 });
  });

  it.runIf(readProcStat(process.pid) !== null)('counts a killed process its parent has not reaped (a zombie) as gone', async () => {
    const zombie = await zombiePid();
    expect(readProcStat(zombie)?.state).toBe('Z');
    // kill(pid, 0) still finds it: the pid alone would say alive.
    expect(() => process.kill(zombie, 0)).not.toThrow();
    expect(isProcessAlive(zombie)).toBe(false);
    expect(isProcessAlive(zombie, processStartTime(zombie))).toBe(false);

    const live = await liveProcess();
    expect(isProcessAlive(live)).toBe(true);
    expect(isProcessAlive(live, processStartTime(live))).toBe(true);
  });
});
