import type { Api } from '../stores/RootStore.ts';
import type { CommentsApi } from '../api/commentsApi.ts';
import { fakeAccountsAdminApi, fakeArchiveApi, fakeBackupApi, fakeChatAdminApi, fakeUserApi } from './fakeApis.ts';
import { fakeAlbumAdminApi, fakeMediaApi } from './fakeMediaApi.ts';
import { fakeArticleApi } from './fakeArticleApi.ts';
import { fakeChat } from './fakeChatApi.ts';

/** Every API client as an in-memory fake, with the ones a test or story cares about given. */
export function fakeApi(given: Partial<Api> = {}): Api {
  const article = given.article ?? fakeArticleApi();
  return {
    user: fakeUserApi(),
    accountsAdmin: fakeAccountsAdminApi(),
    media: fakeMediaApi(),
    albumAdmin: fakeAlbumAdminApi(),
    article,
    // Comments live in their article: a given article fake answers them too.
    comments: isCommentsApi(article) ? article : fakeArticleApi(),
    chat: fakeChat().connector,
    chatAdmin: fakeChatAdminApi(),
    backup: fakeBackupApi(),
    archive: fakeArchiveApi(),
    ...given,
  };
}

function isCommentsApi(api: object): api is CommentsApi {
  return 'comment' in api && 'uncomment' in api;
}
