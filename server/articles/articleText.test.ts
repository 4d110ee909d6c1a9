import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp, type TestUser } from '../testing/testApp.ts';
import { editArticle, publishArticle, publishOk, text, type DraftParts } from '../testing/articleRequests.ts';
import { articleMessages } from './articleMessages.ts';

// Issue 37, finding 5: the rule every free text field follows (shared/freeText.ts), on an
// article's title, bandeau, paragraphs and element names; a NUL made PostgreSQL answer 500.

let t: TestApp;
let anne: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  anne = await createUser(t.app, { firstName: 'Anne' });
});
afterAll(async () => {
  await t.close();
});

const articleCount = async () => (await t.app.db.selectFrom('articles').select('id').execute()).length;

describe('control characters in an article', () => {
  it('refuses them in the title, the bandeau, a paragraph or an element name with a French 400 naming it, and stores nothing', async () => {
    const before = await articleCount();
    const cases: Array<[DraftParts, string]> = [
      [{ title: 'Au lac\u0000', structure: [text(1, 'Bonjour')] }, articleMessages.titleControl],
      [{ title: 'Au\nlac', structure: [text(1, 'Bonjour')] }, articleMessages.titleControl],
      [{ bandeau: 'Soleil\u0007', structure: [text(1, 'Bonjour')] }, articleMessages.bandeauControl],
      [{ structure: [text(1, 'Bonjour\u0000')] }, articleMessages.textControl],
      [{ structure: [text(1, 'gnp.\u202eexe')] }, articleMessages.textControl],
      [{ structure: [{ type: 'text', name: 'para\u001b', content: 'Bonjour' }] }, articleMessages.elementNameControl],
    ];
    for (const [draft, message] of cases) {
      const response = await publishArticle(t.app, anne.token!, draft);
      expect(response.statusCode, JSON.stringify(draft)).toBe(400);
      expect(response.json()).toEqual({ message });
    }
    expect(await articleCount()).toBe(before);
  });

  it('refuses them in an edit and keeps the article as it was; line feeds and tabs stay in a paragraph', async () => {
    const article = await publishOk(t.app, anne.token!, { structure: [text(1, 'Premier jour\r\n\tdeuxième jour ❤️')] });
    expect(article.content.structure[0]).toMatchObject({ content: 'Premier jour\n\tdeuxième jour ❤️' });
    const refused = await editArticle(t.app, anne.token!, article.id, { title: 'Au lac \u202e', structure: [text(1, 'Bonjour')] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: articleMessages.titleControl });
    const stored = await t.app.db.selectFrom('articles').select('title').where('id', '=', article.id).executeTakeFirstOrThrow();
    expect(stored.title).toBe(article.content.title);
  });
});
