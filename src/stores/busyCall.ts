import { runInAction } from 'mobx';
import { errorMessage } from '../api/httpClient.ts';

export interface BusyCallSteps<T> {
  /** Turns the store's busy state on before the call and off after it, whatever happened (a flag,
   * or the id of the row being worked on). */
  busy?: (on: boolean) => void;
  /** Where the failure's message goes for the screen to show; cleared when the call starts. */
  error?: (message: string | undefined) => void;
  /** Logged with the failure: spec §8 only logs some failures, and the console keeps the reason. */
  log?: string;
  /** Applies the reply. */
  done?: (reply: T) => void;
}

/**
 * The shape every store call shares: busy on and the last error cleared, the call, then the reply
 * or the failure's message applied in the same action that ends the busy state, so a screen draws
 * the outcome once. Answers whether the call went through.
 */
export async function busyCall<T>(call: () => Promise<T>, steps: BusyCallSteps<T>): Promise<boolean> {
  runInAction(() => {
    steps.busy?.(true);
    steps.error?.(undefined);
  });
  try {
    const reply = await call();
    runInAction(() => {
      steps.done?.(reply);
      steps.busy?.(false);
    });
    return true;
  } catch (error) {
    if (steps.log) console.error(steps.log, errorMessage(error));
    runInAction(() => {
      steps.error?.(errorMessage(error));
      steps.busy?.(false);
    });
    return false;
  }
}
