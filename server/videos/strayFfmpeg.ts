import { readFile, writeFile } from 'node:fs/promises';
import { isProcessAlive, processStartTime, thisHost } from '../platform/dataDir/processIdentity.ts';

interface FfmpegRecord {
  host: string;
  pid: number;
  startTime: number | null;
}

/** Notes which ffmpeg works on a job, so the next attempt can stop it if the server dies first. */
export async function recordFfmpeg(path: string, pid: number): Promise<void> {
  const record: FfmpegRecord = { host: thisHost(), pid, startTime: processStartTime(pid) };
  await writeFile(path, JSON.stringify(record), { mode: 0o600 });
}

/**
 * A server killed with kill -9 leaves its ffmpeg running: it would go on writing for minutes
 * beside the next attempt, past VIDEO_CONCURRENCY. Stopped here when it runs on this host and is
 * still the process recorded (a pid is reused; its start time is not).
 */
export async function stopStrayFfmpeg(path: string): Promise<boolean> {
  let record: FfmpegRecord;
  try {
    record = JSON.parse(await readFile(path, 'utf8')) as FfmpegRecord;
  } catch {
    return false;
  }
  if (record.host !== thisHost() || !Number.isInteger(record.pid) || !isProcessAlive(record.pid, record.startTime)) return false;
  try {
    process.kill(record.pid, 'SIGKILL');
    return true;
  } catch {
    return false;
  }
}
