import type { Generated, Insertable, Selectable } from 'kysely';
import type { Role } from '../../accounts/authTypes.ts';
import type { PushEventsTable, PushJobsTable, PushSettingsTable, PushSubscriptionsTable, PushVapidTable } from './pushSchema.ts';
import type { BooksTable } from './bookSchema.ts';
import type { ArticlePlacesTable, HomeZonesTable, ItemPlacesTable, OneTimeTasksTable, TripsTable } from './tripSchema.ts';

// Times are epoch milliseconds. Columns are snake_case; repositories map them to the API's names.

export interface UsersTable {
  id: Generated<number>;
  first_name: string;
  /** Lowercased NFC pseudo: makes pseudos unique regardless of case. */
  first_name_key: string;
  /** Always lowercased. */
  email: string;
  password_hash: string;
  role: Role;
  access: number;
  creation: number;
  lastseen: number | null;
}

export interface SessionsTable {
  id: Generated<number>;
  user_id: number;
  /** sha256 hex of the token: the raw token is never stored. */
  token_hash: string;
  created_at: number;
  expires_at: number;
  /** A label from a fixed table (deviceLabel.ts), read from the User-Agent at sign-in; null before issue 38. */
  device: string | null;
  /** Written at most once a minute per session (sessionsService.ts); 0 by default, set at sign-in. */
  last_used_at: Generated<number>;
}

export interface ResetCodesTable {
  id: Generated<number>;
  user_id: number;
  /** scrypt hash of the normalised code (passwords.ts format): the code itself is never stored. */
  code_hash: string;
  issued_by: number | null;
  created_at: number;
  expires_at: number;
}

export interface AlbumsTable {
  id: Generated<number>;
  name: string;
  name_key: string;
  folder: string;
  created_at: number;
  /** 1: every granted member may add photos; 0: only the admin. */
  members_can_add: Generated<number>;
}

export interface AlbumImagesTable {
  id: Generated<number>;
  album_id: number;
  name: string;
  comment: string;
  format: string;
  width: number;
  height: number;
  created_at: number;
  /** The member who added the photo; null before this was recorded or once the account is gone. */
  added_by: number | null;
  /** SHA-256 hex of the photo's original bytes; null for photos from before this was recorded. */
  sha256: string | null;
  /** A photo, or one of Lapintube's videos (`video_id`), whose files are the video's. */
  kind: Generated<'image' | 'video'>;
  video_id: string | null;
}

export interface ArticlesTable {
  id: Generated<number>;
  writer_id: number;
  /** Publication, or last edit. */
  ts: number;
  title: string;
  bandeau: string;
  /** JSON list of {type, name, content}. */
  structure: string;
  /** Issue 40: the id the writer's device gave the story; unique per writer, null without one. */
  client_id: string | null;
}

/** Issue 40: photos uploaded ahead of their article, waiting to be named by one (or swept). */
export interface ArticlePhotosTable {
  /** The image set's name in media/articles/, which the article's element takes as its content. */
  id: string;
  owner_id: number;
  width: number;
  height: number;
  uploaded_at: number;
}

export interface CommentsTable {
  id: Generated<number>;
  article_id: number;
  writer_id: number;
  ts: number;
  /** As typed (NFC, trimmed): always shown as text, never as HTML. */
  text: string;
  /** The id the writer's device gave the comment (issue 24 outbox); unique per writer, null without one. */
  client_id: string | null;
}

export interface ChatColorsTable {
  user_id: number;
  color: string;
}

export interface ChatMessagesTable {
  id: Generated<number>;
  /** Server-assigned, strictly increasing epoch milliseconds: the catch-up key. */
  ts: number;
  /** Null once the account row is gone; `sender` keeps the name. */
  sender_id: number | null;
  sender: string;
  color: string;
  message: string;
  /** The id the sender's device gave the message (issue 24 outbox); unique per sender, null without one. */
  client_id: string | null;
  /** Issue 25: the ts of the message answered, kept after that one is deleted; null otherwise. */
  reply_to: number | null;
  /** Issue 25: JSON of StoredMention[] (chat/chatMentions.ts); null without mentions. */
  mentions: string | null;
}

/** One row (id 1): the newest ts handed out. */
/** Issue 25: a photo sent in the chat; `id` names its files under media/chat/. */
export interface ChatImagesTable {
  id: string;
  /** The uploader; null once the account is gone (an attached photo stays with its message). */
  owner_id: number | null;
  /** The message it was sent with; null until then. */
  message_ts: number | null;
  /** Its place among the message's photos. */
  position: Generated<number>;
  width: number;
  height: number;
  uploaded_at: number;
}

export interface ChatClockTable {
  id: number;
  last: number;
}

export interface ClusterNodesTable {
  node_id: string;
  seen_at: number;
}

export interface ChatPresenceTable {
  socket_id: string;
  node_id: string;
  user_id: number;
  username: string;
  color: string;
  since: number;
}

/** A relative whose last chat connection dropped, announced as gone at `due_at` unless one comes back (issue 24). */
export interface ChatDeparturesTable {
  user_id: number;
  username: string;
  color: string;
  since: number;
  due_at: number;
}

export interface ThrottleEntriesTable {
  key: string;
  /** JSON, as accounts/failureBackoff.ts and accounts/attemptThrottle.ts shape it. */
  state: string;
  expires_at: number;
}

/** A comment under a video of Lapintube; the same rules as `comments` under an article. */
export interface VideoCommentsTable {
  id: Generated<number>;
  video_id: string;
  writer_id: number;
  ts: number;
  /** As typed (NFC, trimmed): always shown as text, never as HTML. */
  text: string;
  /** The id the writer's device gave the comment (issue 24 outbox); unique per writer, null without one. */
  client_id: string | null;
}

export interface VideosTable {
  id: string;
  title: string;
  description: string;
  uploader_id: number;
  ts: number;
  status: 'processing' | 'ready' | 'failed';
  progress: Generated<number>;
  duration: Generated<number>;
  width: Generated<number>;
  height: Generated<number>;
  message: string | null;
  /** The kept upload's file name under media/videos while its job is due; null once it ended. */
  source_file: string | null;
  /** The node running the job and until when its lease holds (epoch ms); null when nobody runs it. */
  lease_node: string | null;
  lease_until: number | null;
  attempts: Generated<number>;
}


/** Issue 25: one relative's emoji on one item; exactly one of the item columns is set. */
export interface ReactionsTable {
  id: Generated<number>;
  kind: 'article' | 'comment' | 'photo' | 'video' | 'message';
  item: string;
  account_id: number;
  emoji: string;
  ts: number;
  article_id: number | null;
  comment_id: number | null;
  photo_id: number | null;
  video_id: string | null;
  message_ts: number | null;
  /** A Lapintube video's comment (kind `comment`, item `v<id>`). */
  video_comment_id: number | null;
}


export interface DB {
  books: BooksTable;
  trips: TripsTable;
  home_zones: HomeZonesTable;
  article_places: ArticlePlacesTable;
  item_places: ItemPlacesTable;
  one_time_tasks: OneTimeTasksTable;
  reactions: ReactionsTable;
  push_vapid: PushVapidTable;
  push_subscriptions: PushSubscriptionsTable;
  push_settings: PushSettingsTable;
  push_events: PushEventsTable;
  push_jobs: PushJobsTable;
  videos: VideosTable;
  video_comments: VideoCommentsTable;
  throttle_entries: ThrottleEntriesTable;
  cluster_nodes: ClusterNodesTable;
  chat_presence: ChatPresenceTable;
  chat_departures: ChatDeparturesTable;
  chat_clock: ChatClockTable;
  chat_colors: ChatColorsTable;
  chat_messages: ChatMessagesTable;
  chat_images: ChatImagesTable;
  users: UsersTable;
  sessions: SessionsTable;
  reset_codes: ResetCodesTable;
  albums: AlbumsTable;
  album_images: AlbumImagesTable;
  articles: ArticlesTable;
  article_photos: ArticlePhotosTable;
  comments: CommentsTable;
}

export type UserRecord = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type ResetCodeRecord = Selectable<ResetCodesTable>;
