import fp from 'fastify-plugin';
import { ArticleIdBody, ArticlePhotoReply, ArticleReply, DeleteReply, EditReply, ImageBody, ImageReply, LoadBody, LoadLatestBody, LoadLatestReply, LoadMoreBody, LoadMoreReply, LoadReply, PublishReply } from '../../shared/articleTypes.ts';
import { EDIT_IMAGE_BUDGET, PUBLISH_IMAGE_BUDGET } from '../../shared/articleLimits.ts';
import { ErrorReply } from '../../shared/accountTypes.ts';
import { HttpError } from '../platform/errors.ts';
import { sendSharedJson } from '../platform/http/sharedJson.ts';
import { createFeedReactions } from '../reactions/feedReactions.ts';
import { requireUser } from '../accounts/authPlugin.ts';
import { withMultipart } from '../photos/multipart.ts';
import { declaredBodyBytes } from '../photos/declaredSize.ts';
import { parseArticleDraft } from './parseArticleDraft.ts';
import { parseArticlePlace } from './parseArticlePlace.ts';
import { articleMessages } from './articleMessages.ts';
import { readArticleForm, type ArticleForm } from './readArticleForm.ts';

const errors = { '4xx': ErrorReply, '5xx': ErrorReply };

function parseId(raw: string | undefined): number {
  if (raw === undefined) throw new HttpError(400, articleMessages.idMissing);
  if (!/^[1-9]\d{0,15}$/.test(raw)) throw new HttpError(400, articleMessages.idInvalid);
  return Number(raw);
}

/** The services render images from their paths in the spool. */
const spooledPaths = (files: ArticleForm['files']) => new Map([...files].map(([key, file]) => [key, file.path]));

export const articleRoutes = fp(
  async (app) => {
    const feedReactions = createFeedReactions(app.reactions, app.liveEvents);
    app.post<{ Body: LoadBody }>(
      '/api/article/load',
      { schema: { body: LoadBody, response: { 200: LoadReply, ...errors } }, preHandler: requireUser, compress: false },
      async (request, reply) => {
        // The newest page is read once for every relative (articlesService's page cache), and
        // turned into JSON once per set of the reader's own reactions by the route's own
        // serializer (the reply's), then compressed once, not once per poll.
        const reader = request.user.id;
        const page = app.articles.firstPageIfFresh() ?? (await app.articles.loadFirst());
        const shared = feedReactions.ready(page, reader, reply) ?? (await feedReactions.shared(page, reader, reply));
        return sendSharedJson(request, reply, shared);
      },
    );

    app.post<{ Body: LoadMoreBody }>(
      '/api/article/loadmore',
      { schema: { body: LoadMoreBody, response: { 200: LoadMoreReply, ...errors } }, preHandler: requireUser },
      async (request) => {
        const page = await app.articles.loadMore(request.body.lastid);
        return { ...page, articles: await app.reactions.onArticles(page.articles, request.user.id) };
      },
    );

    app.post<{ Body: LoadLatestBody }>(
      '/api/article/loadlatest',
      { schema: { body: LoadLatestBody, response: { 200: LoadLatestReply, ...errors } }, preHandler: requireUser },
      async (request) => {
        const page = await app.articles.loadLatest(request.body.firstid);
        return { ...page, articles: await app.reactions.onArticles(page.articles, request.user.id) };
      },
    );

    app.post<{ Body: ArticleIdBody }>(
      '/api/article/get',
      { schema: { body: ArticleIdBody, response: { 200: ArticleReply, ...errors } }, preHandler: requireUser },
      async (request) => {
        const [article] = await app.reactions.onArticles([await app.articles.get(request.body.id)], request.user.id);
        return { article: article! };
      },
    );

    app.post<{ Body: ImageBody }>(
      '/api/article/image',
      { schema: { body: ImageBody, response: { 200: ImageReply, ...errors } }, preHandler: requireUser },
      async (request) => {
        const screen = await app.articles.screenImage(request.body.id, request.body.name);
        return { b64: screen.toString('base64') };
      },
    );

    // Multipart: the token is a form field, so these routes check it themselves while streaming.
    await withMultipart(app, (scope) => {
      // Issue 40: one photo ahead of its article, which an image element then names by its id.
      scope.post('/api/article/photo', { schema: { response: { 200: ArticlePhotoReply, ...errors } } }, async (request) => {
        const spool = app.uploads.open(declaredBodyBytes(request));
        try {
          return await app.articlePhotos.upload(request, spool);
        } finally {
          await spool.release();
        }
      });

      scope.post('/api/article/publish', { schema: { response: { 200: PublishReply, ...errors } } }, async (request) => {
        const spool = app.uploads.open(declaredBodyBytes(request));
        try {
          const form = await readArticleForm(request, spool, { budgetBytes: PUBLISH_IMAGE_BUDGET, withId: false });
          const draft = parseArticleDraft(form.structure);
          const upload = { draft, files: spooledPaths(form.files), place: parseArticlePlace(form.place), ...(form.clientId !== undefined && { clientId: form.clientId }) };
          const [article] = await app.reactions.onArticles([await app.articles.publish(form.user, upload)], form.user.id);
          return { status: 'success' as const, article: article! };
        } finally {
          await spool.release();
        }
      });

      scope.post('/api/article/edit', { schema: { response: { 200: EditReply, ...errors } } }, async (request) => {
        const spool = app.uploads.open(declaredBodyBytes(request));
        try {
          const form = await readArticleForm(request, spool, { budgetBytes: EDIT_IMAGE_BUDGET, withId: true });
          const id = parseId(form.id);
          const draft = parseArticleDraft(form.structure);
          const [article] = await app.reactions.onArticles([await app.articles.edit(form.user, id, { draft, files: spooledPaths(form.files), place: parseArticlePlace(form.place) })], form.user.id);
          return { status: 'success' as const, article: article! };
        } finally {
          await spool.release();
        }
      });
    });

    app.post<{ Body: ArticleIdBody }>(
      '/api/article/delete',
      { schema: { body: ArticleIdBody, response: { 200: DeleteReply, ...errors } }, preHandler: requireUser },
      async (request) => {
        await app.articles.remove(request.user, request.body.id);
        return 'done' as const;
      },
    );
  },
  { name: 'article-routes', dependencies: ['auth', 'articles', 'uploads', 'reactions', 'security', 'slow-clients'] },
);
