import axios, { type AxiosInstance } from 'axios';

/** Every failed call becomes an ApiError whose message is the server's `message` when it sent one
 * (spec §8), otherwise the client's own error text. */
export class ApiError extends Error {
  readonly status: number | undefined;
  /** The server's reply body, for the calls whose refusal carries more than a message (a 409's hash). */
  readonly data: unknown;

  constructor(message: string, status?: number, data?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.data = data;
  }
}

export function createHttpClient(baseURL = ''): AxiosInstance {
  // The spec sets no request time-out on REST calls; uploads of phone photos can take a while.
  const http = axios.create({ baseURL, timeout: 0 });
  http.interceptors.response.use(undefined, (error: unknown) => {
    if (axios.isAxiosError(error)) {
      const data = error.response?.data as { message?: unknown } | undefined;
      const message = typeof data?.message === 'string' ? data.message : error.message;
      return Promise.reject(new ApiError(message, error.response?.status, data));
    }
    return Promise.reject(error instanceof Error ? error : new ApiError(String(error)));
  });
  return http;
}

/** The server answered and refused (4xx): no retry changes it, unlike a cut network or a restart. */
export function isRefusal(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status !== undefined && error.status >= 400 && error.status < 500;
}

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The server answers a deletion with the text 'done'; anything else means it did not happen. */
export function expectDone(data: unknown): void {
  if (data !== 'done') throw new ApiError("La suppression n'a pas été confirmée par le serveur");
}
