import fp from 'fastify-plugin';
import { ArticleIdBody, ArticleReply, DeleteReply, EditReply, ImageBody, ImageReply, LoadBody, LoadLatestBody, LoadLatestReply, LoadMoreBody, LoadMoreReply, LoadReply, PublishReply } from '../../shared/articleTypes.ts';
import { EDIT_IMAGE_BUDGET, PUBLISH_IMAGE_BUDGET } from '../../shared/articleLimits.ts';
import { ErrorReply } from '../../shared/accountTypes.ts';
import { HttpError } from '../platform/errors.ts';
import { sendSharedJson } from '../platform/http/sharedJson.ts';
import { answerAhead, replayBodyReadAhead } from '../platform/http/answerAhead.ts';
import { createFeedReactions } from '../reactions/feedReactions.ts';
import { requireUser } from '../accounts/authPlugin.ts';
import { withMultipart } from '../photos/multipart.ts';
import { declaredBodyBytes } from '../photos/declaredSize.ts';
import { parseArticleDraft } from './parseArticleDraft.ts';
import { articleMessages } from './articleMessages.ts';
import { feedAhead } from './feedAhead.ts';
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
      { schema: { body: LoadBody, response: { 200: LoadReply, ...errors } }, preParsing: replayBodyReadAhead, preHandler: requireUser, compress: false },
      (request, reply) => {
        // A callback handler: the page every relative polls is nearly always read already, with
        // its reactions, and turned into JSON for a reader with the same own reactions (none, for
        // most), so answering it needs no promise and no closure. The route's own serializer (the
        // reply's) makes that JSON, and it is compressed once, not once per relative.
        const reader = request.user.id;
        const page = app.articles.firstPageIfFresh();
        const ready = page === undefined ? undefined : feedReactions.ready(page, reader, reply);
        if (ready !== undefined) {
          sendSharedJson(request, reply, ready);
          return undefined;
        }
        return app.articles
          .loadFirst()
          .then((first) => feedReactions.shared(first, reader, reply))
          .then((shared) => {
            sendSharedJson(request, reply, shared);
          });
      },
    );

    // Most polls are answered before they reach the route above (feedAhead.ts); the route answers
    // the rest and makes what those answers reuse.
    answerAhead(app, feedAhead({ authenticator: app.authenticator, articles: app.articles, feedReactions }));

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
      scope.post('/api/article/publish', { schema: { response: { 200: PublishReply, ...errors } } }, async (request) => {
        const spool = app.uploads.open(declaredBodyBytes(request));
        try {
          const form = await readArticleForm(request, spool, { budgetBytes: PUBLISH_IMAGE_BUDGET, withId: false });
          const draft = parseArticleDraft(form.structure);
          const [article] = await app.reactions.onArticles([await app.articles.publish(form.user, { draft, files: spooledPaths(form.files) })], form.user.id);
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
          const [article] = await app.reactions.onArticles([await app.articles.edit(form.user, id, { draft, files: spooledPaths(form.files) })], form.user.id);
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
