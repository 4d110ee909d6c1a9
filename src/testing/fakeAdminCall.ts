import { ApiError } from '../api/httpClient.ts';

/** What every admin fake can be told: a delay, and a failure with the server's message. */
export interface FakeAdminApiOptions {
  failWith?: string;
  delayMs?: number;
}

/** Waits the fake's delay, then fails with its message when it has one. */
export function adminCall(options: FakeAdminApiOptions) {
  return async (status: number) => {
    await new Promise((resolve) => setTimeout(resolve, options.delayMs ?? 0));
    if (options.failWith) throw new ApiError(options.failWith, status);
  };
}
