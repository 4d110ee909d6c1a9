import { chatConstants } from '../../shared/chatTypes.ts';

/** Bounds of the chat server. Defaults suit a family; tests and the benchmark override some. */
export interface ChatLimits {
  /** Messages sent by `initializechat` to a device with no history: the newest ones. */
  historyLimit: number;
  /** Most messages one `retrievechat` carries: the newest ones after lastts. */
  catchUpLimit: number;
  /** Characters of decoded text. */
  maxMessageLength: number;
  /** Token bucket per connection: `burst` messages at once, then `perSecond`. */
  burst: number;
  perSecond: number;
  /** socket.io's maxHttpBufferSize: bigger packets close the connection. */
  maxPayloadBytes: number;
}

export const defaultChatLimits: ChatLimits = {
  historyLimit: 200,
  catchUpLimit: 1000,
  maxMessageLength: chatConstants.maxMessageLength,
  burst: 20,
  perSecond: 5,
  maxPayloadBytes: 64 * 1024,
};

declare module '../platform/config.ts' {
  interface Config {
    /** Not read from the environment; tests and the benchmark set it. */
    chatLimits?: Partial<ChatLimits>;
  }
}
