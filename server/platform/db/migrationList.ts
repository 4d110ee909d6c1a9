import type { Migration } from 'kysely/migration';
import * as accounts from './migrations/2026_11_22_0001_accounts.ts';
import * as chat from './migrations/2026_11_23_0001_chat.ts';
import * as articles from './migrations/2026_11_24_0003_articles.ts';
import * as albums from './migrations/2026_11_24_0004_albums.ts';
import * as resetCodes from './migrations/2026_11_25_0001_reset_codes.ts';
import * as comments from './migrations/2026_11_26_0001_comments.ts';
import * as chatClock from './migrations/2026_11_28_0001_chat_clock.ts';
import * as presence from './migrations/2026_11_28_0002_presence.ts';
import * as socketIoAttachments from './migrations/2026_11_28_0003_socket_io_attachments.ts';
import * as throttles from './migrations/2026_11_28_0004_throttles.ts';
import * as sharedAlbums from './migrations/2026_11_29_0001_shared_albums.ts';
import * as videos from './migrations/2026_11_30_0001_videos.ts';
import * as albumVideos from './migrations/2026_12_01_0001_album_videos.ts';
import * as videoComments from './migrations/2026_12_02_0001_video_comments.ts';
import * as chatClientIds from './migrations/2026_12_03_0001_chat_client_ids.ts';
import * as push from './migrations/2026_12_04_0001_push.ts';
import * as pushSteps from './migrations/2026_12_20_0001_push_steps.ts';
import * as chatDepartures from './migrations/2026_12_04_0002_chat_departures.ts';
import * as commentClientIds from './migrations/2026_12_04_0002_comment_client_ids.ts';
import * as reactions from './migrations/2026_12_05_0001_reactions.ts';
import * as chatRepliesMentions from './migrations/2026_12_05_0002_chat_replies_mentions.ts';
import * as chatPhotosTable from './migrations/2026_12_05_0003_chat_images.ts';
import * as videoCommentReactions from './migrations/2026_12_06_0001_video_comment_reactions.ts';
import * as sessionDevices from './migrations/2026_12_07_0001_session_devices.ts';
import * as albumAdditionsIndex from './migrations/2026_12_08_0001_album_additions_index.ts';
import * as itemPlaces from './migrations/2026_12_08_0001_item_places.ts';
import * as trips from './migrations/2026_12_09_0001_trips.ts';
import * as articlePhotos from './migrations/2026_12_09_0002_article_photos.ts';
import * as search from './migrations/2026_12_23_0001_search.ts';
import * as searchWords from './migrations/2026_12_24_0001_search_words.ts';
import * as books from './migrations/2026_12_20_0001_books.ts';

// Every migration, by name. Names sort by time, and each slice adds its line here.
export const migrationList: Record<string, Migration> = {
  '2026_11_22_0001_accounts': accounts,
  '2026_11_23_0001_chat': chat,
  '2026_11_24_0003_articles': articles,
  '2026_11_24_0004_albums': albums,
  '2026_11_25_0001_reset_codes': resetCodes,
  '2026_11_26_0001_comments': comments,
  '2026_11_28_0001_chat_clock': chatClock,
  '2026_11_28_0002_presence': presence,
  '2026_11_28_0003_socket_io_attachments': socketIoAttachments,
  '2026_11_28_0004_throttles': throttles,
  '2026_11_29_0001_shared_albums': sharedAlbums,
  '2026_11_30_0001_videos': videos,
  '2026_12_01_0001_album_videos': albumVideos,
  '2026_12_02_0001_video_comments': videoComments,
  '2026_12_03_0001_chat_client_ids': chatClientIds,
  '2026_12_04_0001_push': push,
  '2026_12_04_0002_chat_departures': chatDepartures,
  '2026_12_04_0002_comment_client_ids': commentClientIds,
  '2026_12_05_0001_reactions': reactions,
  '2026_12_05_0002_chat_replies_mentions': chatRepliesMentions,
  '2026_12_05_0003_chat_images': chatPhotosTable,
  '2026_12_06_0001_video_comment_reactions': videoCommentReactions,
  '2026_12_07_0001_session_devices': sessionDevices,
  '2026_12_08_0001_album_additions_index': albumAdditionsIndex,
  '2026_12_08_0001_item_places': itemPlaces,
  '2026_12_09_0001_trips': trips,
  '2026_12_09_0002_article_photos': articlePhotos,
  '2026_12_20_0001_books': books,
  '2026_12_20_0001_push_steps': pushSteps,
  '2026_12_23_0001_search': search,
  '2026_12_24_0001_search_words': searchWords,
};
