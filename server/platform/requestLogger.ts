import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';
import type { Bindings, ChildLoggerOptions } from 'pino';

type LogArguments = [unknown, string?, ...unknown[]];

/**
 * A request's logger (`request.log`), which becomes a pino child with the request's id the first
 * time it writes a line. Fastify makes a child for every request, and pino builds it for real:
 * a new object on the root's prototype chain, its formatters rebuilt, its bindings stringified.
 * Most requests never log through it: their access line is put together on its own
 * (platform/requestLog.ts), so on the feed, that child was pure overhead.
 */
export class RequestLogger implements FastifyBaseLogger {
  #child: FastifyBaseLogger | undefined;
  readonly #parent: FastifyBaseLogger;
  readonly #bindings: Bindings;
  readonly #options: ChildLoggerOptions;

  constructor(parent: FastifyBaseLogger, bindings: Bindings, options: ChildLoggerOptions) {
    this.#parent = parent;
    this.#bindings = bindings;
    this.#options = options;
  }

  /** Whether a line was written, so that the pino child exists (tests). */
  get hasChild(): boolean {
    return this.#child !== undefined;
  }

  #logger(): FastifyBaseLogger {
    return (this.#child ??= this.#parent.child(this.#bindings, this.#options));
  }

  get level(): string {
    return this.#child?.level ?? this.#options.level ?? this.#parent.level;
  }

  set level(level: string) {
    this.#logger().level = level;
  }

  fatal(...args: LogArguments): void {
    this.#logger().fatal(...(args as [unknown]));
  }

  error(...args: LogArguments): void {
    this.#logger().error(...(args as [unknown]));
  }

  warn(...args: LogArguments): void {
    this.#logger().warn(...(args as [unknown]));
  }

  info(...args: LogArguments): void {
    this.#logger().info(...(args as [unknown]));
  }

  debug(...args: LogArguments): void {
    this.#logger().debug(...(args as [unknown]));
  }

  trace(...args: LogArguments): void {
    this.#logger().trace(...(args as [unknown]));
  }

  silent(): void {}

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.#logger().child(bindings, options);
  }
}

/** Fastify's `childLoggerFactory`: each request gets a RequestLogger. */
export const requestLoggerFactory: NonNullable<FastifyServerOptions['childLoggerFactory']> = (logger, bindings, options) => new RequestLogger(logger, bindings, options);
