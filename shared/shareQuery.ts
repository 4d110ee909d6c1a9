/** Why the share screen opened without files (issue 38): the query the worker or the server adds
 * to its 303 towards product.routes.share. */
export const shareQuery = {
  /** The worker could not keep the files (a full device). */
  failed: 'echec',
  /** No worker took the POST, so it reached the server, which keeps nothing. */
  noWorker: 'sans-application',
} as const;
