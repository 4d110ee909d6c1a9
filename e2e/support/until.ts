/** Resolves once `check` passes, polling every 20 ms; fails after `timeoutMs` naming `what`.
 * For code that runs outside Vitest too (the benchmarks), where expect.poll is not available. */
export async function until(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 20_000): Promise<void> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
