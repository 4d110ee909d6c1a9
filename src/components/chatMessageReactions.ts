import { createContext, type ReactNode } from 'react';
import type { ChatMessage } from '../../shared/chatTypes.ts';

/**
 * Issue 25: the reactions under each chat message (a ReactionBar), composed by the chat screen. A
 * context rather than a prop threaded through ChatLayout and ChatMessageList: the list stays as it
 * is, and a message without a provider (stories, the spec's chat) shows none.
 */
export const ChatMessageReactions = createContext<((message: ChatMessage) => ReactNode) | undefined>(undefined);
