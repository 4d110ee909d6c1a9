import type { Article, ArticleSubmission, StructureElementInput } from '../../shared/articleTypes.ts';
import { articlePhotoUrl } from '../../shared/photoUrls.ts';
import { storyBandeau } from '../stores/storyBandeau.ts';
import type { PlaceChoice } from '../stores/composerDrafts.ts';
import { articleTexts } from '../texts/articleTexts.ts';
import { emptyDraft, TITLE, type Draft, type DraftElement } from '../components/articleDraft.ts';
import { paragraphsOf } from '../components/storyText.ts';

// « Raconter » (issue 40): the composer's one text area and photo strip, and the spec's structure
// they make, as pure functions the screen and the tests share.

/** A photo already in the article being edited: its stored name and where it shows. */
export type StoredPhoto = { name: string; url: string };

/** The composer opened on a stored story: its own bandeau kept only when it is not the one the text would give. */
export function composerFromArticle(article: Article): { title: string; text: string; bandeau: string; stored: StoredPhoto[] } {
  const paragraphs = article.content.structure.filter((element) => element.type === 'text').map((element) => element.content);
  const images = article.content.structure.filter((element) => element.type === 'image');
  return {
    title: article.content.title,
    text: paragraphs.join('\n\n'),
    bandeau: article.content.bandeau === storyBandeau(paragraphs) ? '' : article.content.bandeau,
    stored: images.map((element) => ({ name: element.content, url: element.url ?? articlePhotoUrl(element.content, 'screen') })),
  };
}

/** The bandeau sent: the writer's, else the first sentence; a story of photos only takes its title. */
export function composerBandeau(title: string, text: string, bandeau: string): string {
  return bandeau.trim() || storyBandeau(paragraphsOf(text)) || title.trim();
}

/** The multipart `place` field: absent lets the server read the photos (it gets none from a shrunk copy), hence the position read on the device. */
export function placeField(choice: PlaceChoice, photosPosition: { lat: number; lon: number } | undefined): string | undefined {
  if (choice.kind === 'none') return 'none';
  const position = choice.kind === 'here' ? choice : photosPosition;
  return position === undefined ? undefined : JSON.stringify({ lat: position.lat, lon: position.lon });
}

/** An edit from the composer: paragraphs, the stored photos kept, then the new ones by their upload ids. */
export function composerEdit(input: { title: string; text: string; bandeau: string; stored: readonly StoredPhoto[]; uploaded: readonly string[]; place?: string }): ArticleSubmission {
  const paragraphs = paragraphsOf(input.text);
  const structure: StructureElementInput[] = [
    ...paragraphs.map((content, i): StructureElementInput => ({ type: 'text', name: `paragraphe ${i + 1}`, content })),
    ...input.stored.map((photo, i): StructureElementInput => ({ type: 'image', name: `photo ${i + 1}`, content: photo.name })),
    ...input.uploaded.map((id, i): StructureElementInput => ({ type: 'image', name: `photo ${input.stored.length + i + 1}`, content: id, photo: true })),
  ];
  return {
    title: input.title.trim(),
    bandeau: composerBandeau(input.title, input.text, input.bandeau),
    structure,
    files: [],
    ...(input.place !== undefined && { place: input.place }),
  };
}

/**
 * « Mise en page avancée »: the spec's builder starts from the story as written, the bandeau
 * filled, each paragraph and photo its own element (new photos as the files kept on the device,
 * stored ones by name).
 */
export function builderDraftOf(input: { title: string; text: string; bandeau: string; stored: readonly StoredPhoto[]; files: readonly File[] }): Draft {
  const elements: DraftElement[] = [];
  let counter = 1;
  for (const content of paragraphsOf(input.text)) elements.push({ type: 'text', name: articleTexts.elementName.paragraph(counter++), content });
  for (const photo of input.stored) elements.push({ type: 'image', name: articleTexts.elementName.image(counter++), content: photo.name });
  for (const file of input.files) {
    const name = articleTexts.elementName.image(counter++);
    elements.push({ type: 'image', name, content: `${name} - ${file.name}`, file });
  }
  return { ...emptyDraft, title: input.title.trim(), bandeau: composerBandeau(input.title, input.text, input.bandeau), elements, selected: TITLE, counter };
}
