import type { Api } from '../stores/storePorts.ts';
import type { CommentsApi } from '../api/commentsApi.ts';
import { fakeAccountsAdminApi, fakeAccountsApi } from './fakeAccountsApi.ts';
import { fakeArchiveApi } from './fakeArchiveApi.ts';
import { fakeBackupApi } from './fakeBackupApi.ts';
import { fakeAlbumPhotosApi, fakeAlbumsAdminApi, fakeAlbumsApi } from './fakeAlbumsApi.ts';
import { fakeArticlesApi } from './fakeArticlesApi.ts';
import { fakeChat, fakeChatAdminApi, fakeChatPhotosApi } from './fakeChatApi.ts';
import { fakeVideosApi } from './fakeVideosApi.ts';
import { fakePushApi, fakePushDevice } from './fakePushApi.ts';
import { fakeReactionsApi } from './fakeReactionsApi.ts';
import { fakeSearchApi } from './fakeSearchApi.ts';
import { fakeTripApi } from './fakeTripApi.ts';
import { fakeBookApi } from './fakeBookApi.ts';

/** Every API client as an in-memory fake, with the ones a test or story cares about given. */
export function fakeApi(given: Partial<Api> = {}): Api {
  const articles = given.articles ?? fakeArticlesApi();
  const videos = given.videos ?? fakeVideosApi();
  return {
    accounts: fakeAccountsApi(),
    accountsAdmin: fakeAccountsAdminApi(),
    articles,
    // Comments live in their article: a given articles fake answers them too.
    comments: isCommentsApi(articles) ? articles : fakeArticlesApi(),
    albums: fakeAlbumsApi(),
    albumsAdmin: fakeAlbumsAdminApi(),
    albumPhotos: fakeAlbumPhotosApi(),
    chat: fakeChat().connector,
    chatAdmin: fakeChatAdminApi(),
    chatPhotos: fakeChatPhotosApi(),
    backup: fakeBackupApi(),
    archive: fakeArchiveApi(),
    videos,
    // A video's thread lives in the video: a given videos fake answers it too.
    videoComments: isCommentsApi<string>(videos) ? videos : fakeVideosApi(),
    push: fakePushApi(),
    // A browser without push by default: the account screen's other stories stay as they were.
    pushDevice: fakePushDevice({ support: 'unsupported' }),
    reactions: fakeReactionsApi(),
    // No trip by default: the feed's other stories stay as they were.
    trip: fakeTripApi({ trip: null }),
    search: fakeSearchApi(),
    book: fakeBookApi(),
    ...given,
  };
}

function isCommentsApi<Id extends number | string = number>(api: object): api is CommentsApi<Id> {
  return 'comment' in api && 'uncomment' in api;
}
