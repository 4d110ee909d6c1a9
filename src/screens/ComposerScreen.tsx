import { useEffect, useMemo, useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useNavigate, useParams } from 'react-router-dom';
import { Box, Typography } from '@mui/material';
import { product } from '../../shared/product.ts';
import { useStores } from '../app/StoresContext.tsx';
import { LoadingSpinner } from '../components/LoadingSpinner.tsx';
import { StoryComposer } from '../components/StoryComposer.tsx';
import type { ComposerPhotoView } from '../components/StoryComposerPhotos.tsx';
import { paragraphsOf } from '../components/storyText.ts';
import { storyBandeau } from '../stores/storyBandeau.ts';
import { builderDraftOf, composerBandeau, composerEdit, composerFromArticle, placeField } from './storyComposerModel.ts';
import type { PlaceChoice } from '../stores/composerDrafts.ts';
import { storyOutboxOf } from '../stores/storyOutboxOf.ts';
import type { StoryOutboxStore } from '../stores/StoryOutboxStore.ts';
import { articleTexts } from '../texts/articleTexts.ts';
import { composerTexts } from '../texts/composerTexts.ts';
import { blankStory, useComposerStory, type ComposerFields } from './useComposerStory.ts';

/** Object URLs of the photos' thumbnails (the outbox's previewBlob), each made again when its
 * bytes change (the shrunk copy replacing the original), let go with the screen. */
function usePhotoPreviews(outbox: StoryOutboxStore, online: boolean) {
  const urls = useRef(new Map<string, { blob: Blob; url: string }>());
  useEffect(() => () => urls.current.forEach(({ url }) => URL.revokeObjectURL(url)), []);
  return (id: string) => {
    const blob = outbox.previewBlob(id, online);
    const known = urls.current.get(id);
    if (blob === undefined || known?.blob === blob) return known?.url;
    if (known) URL.revokeObjectURL(known.url);
    const url = URL.createObjectURL(blob);
    urls.current.set(id, { blob, url });
    return url;
  };
}

/** Where « Ma position actuelle » is read: the browser's, asked only when chosen. */
function currentPosition(): Promise<{ lat: number; lon: number }> {
  return new Promise((resolve, reject) => {
    if (!('geolocation' in navigator)) reject(new Error('Pas de géolocalisation'));
    else navigator.geolocation.getCurrentPosition((found) => resolve({ lat: found.coords.latitude, lon: found.coords.longitude }), reject, { timeout: 15_000, maximumAge: 300_000 });
  });
}

/** /app/raconter (a new story) and /app/raconter/{id} (a composer-shaped story, edited): issue 40. */
export const ComposerScreen = observer(function ComposerScreen() {
  const { articles } = useStores();
  const param = useParams().id;
  const id = param === undefined ? undefined : Number(param);
  const validId = id === undefined || (Number.isInteger(id) && id > 0);
  const article = id !== undefined && validId ? articles.article(id) : undefined;
  const start = useMemo((): ComposerFields | undefined => {
    if (id === undefined) return blankStory;
    if (!article) return undefined;
    const { title, text, bandeau, stored } = composerFromArticle(article);
    return { title, text, bandeau, stored, photos: [], place: { kind: 'photos' } };
  }, [id, article]);

  useEffect(() => {
    articles.resetPublish();
    if (id !== undefined && validId) void articles.open(id);
  }, [articles, id, validId]);

  if (!validId || (id !== undefined && articles.openError[id] !== undefined && !article)) {
    return (
      <Box role="alert" sx={{ textAlign: 'center', py: 4 }}>
        <Typography variant="h3" component="h1" sx={{ color: 'error.main' }}>
          {articleTexts.view.loadError}
        </Typography>
      </Box>
    );
  }
  if (start === undefined) return <LoadingSpinner />;
  return <ComposerStory key={id ?? 'nouveau'} id={id} start={start} />;
});

const ComposerStory = observer(function ComposerStory({ id, start }: { id: number | undefined; start: ComposerFields }) {
  const root = useStores();
  const { articles, offline } = root;
  const owner = root.accounts.userInfo?.id ?? 0;
  const outbox = storyOutboxOf(root);
  const navigate = useNavigate();
  const { fields, update, draftKept, forget } = useComposerStory(owner, id, outbox, start);
  const [publishing, setPublishing] = useState(false);
  // While « Publier » waits, the photos stay shown as they were (the outbox has taken them).
  const [publishedPhotos, setPublishedPhotos] = useState<ComposerPhotoView[] | undefined>(undefined);
  const [error, setError] = useState<string | undefined>(undefined);
  const [locating, setLocating] = useState(false);
  const [placeError, setPlaceError] = useState<string | undefined>(undefined);
  const preview = usePhotoPreviews(outbox, offline.online);

  const shownPhotos = outbox.photos.filter((photo) => fields.photos.includes(photo.id));
  const ordered = fields.photos.flatMap((photoId) => shownPhotos.find((photo) => photo.id === photoId) ?? []);
  const photos: ComposerPhotoView[] = [
    ...fields.stored.map((photo): ComposerPhotoView => ({ id: photo.name, name: photo.name, preview: photo.url, state: 'stored', progress: 1 })),
    ...ordered.map((photo): ComposerPhotoView => ({ ...photo, preview: preview(photo.id) })),
  ];
  const photosPosition = ordered.find((photo) => photo.position)?.position;
  const place = placeField(fields.place, photosPosition);
  const articlePath = (articleId: number) => `${product.routes.article}/${articleId}`;

  const handlePlace = (kind: PlaceChoice['kind']) => {
    setPlaceError(undefined);
    if (kind !== 'here') return update({ place: { kind } });
    setLocating(true);
    currentPosition()
      .then((position) => update({ place: { kind: 'here', ...position } }))
      .catch(() => {
        setPlaceError(composerTexts.place.hereFailed);
        update({ place: { kind: 'none' } });
      })
      .finally(() => setLocating(false));
  };

  const publishNew = async () => {
    const outcome = await outbox.publish({
      title: fields.title,
      bandeau: composerBandeau(fields.title, fields.text, fields.bandeau),
      paragraphs: paragraphsOf(fields.text),
      photos: fields.photos,
      ...(place !== undefined && { place }),
    });
    // The story is the outbox's now: the draft's work is done, whatever the network says.
    forget(false);
    if (outcome.status === 'published') navigate(articlePath(outcome.article.id));
    else if (outcome.status === 'queued') navigate(product.routes.home);
    else setError(composerTexts.publishFailed(outcome.reason));
  };

  const saveEdit = async (articleId: number) => {
    const uploaded = await outbox.sentIds(fields.photos);
    if (uploaded === undefined) return setError(offline.online ? composerTexts.publishFailed(composerTexts.photoState.failed) : composerTexts.offline);
    const submission = composerEdit({ title: fields.title, text: fields.text, bandeau: fields.bandeau, stored: fields.stored, uploaded, ...(place !== undefined && { place }) });
    if (!(await articles.edit(articleId, submission))) return setError(articles.publishError && composerTexts.publishFailed(articles.publishError));
    for (const photoId of fields.photos) outbox.removePhoto(photoId);
    forget(false);
    navigate(articlePath(articleId));
  };

  const handlePublish = () => {
    setError(undefined);
    setPublishing(true);
    setPublishedPhotos(photos);
    void (id === undefined ? publishNew() : saveEdit(id)).finally(() => {
      setPublishing(false);
      setPublishedPhotos(undefined);
    });
  };

  // The builder takes the story as written; the composer's draft and photos give way to its own.
  const handleAdvanced = () => {
    const files = ordered.flatMap((photo) => {
      const blob = outbox.photoBlob(photo.id);
      return blob ? [new File([blob], photo.name, { type: blob.type || 'image/jpeg' })] : [];
    });
    const composed = builderDraftOf({ ...fields, files });
    forget(true);
    navigate(id === undefined ? product.routes.publish : `${product.routes.editor}/${id}`, { state: { composed } });
  };

  return (
    <StoryComposer
      mode={id === undefined ? 'publish' : 'edit'}
      title={fields.title}
      text={fields.text}
      bandeau={fields.bandeau}
      bandeauHint={storyBandeau(paragraphsOf(fields.text))}
      photos={publishedPhotos ?? photos}
      place={{ choice: fields.place.kind, photosKnowPlace: photosPosition !== undefined, locating, ...(placeError !== undefined && { error: placeError }) }}
      online={offline.online}
      publishing={publishing}
      {...(error !== undefined && { error })}
      queued={outbox.stories.slice()}
      draftKept={draftKept}
      onTitleChange={(title) => update({ title })}
      onTextChange={(text) => update({ text })}
      onBandeauChange={(bandeau) => update({ bandeau })}
      onAddPhotos={(files) => update({ photos: [...fields.photos, ...outbox.addPhotos(files)] })}
      onRemovePhoto={(photoId) => {
        if (fields.stored.some((photo) => photo.name === photoId)) return update({ stored: fields.stored.filter((photo) => photo.name !== photoId) });
        outbox.removePhoto(photoId);
        update({ photos: fields.photos.filter((kept) => kept !== photoId) });
      }}
      onRetryPhoto={(photoId) => outbox.retryPhoto(photoId)}
      onPlaceChange={handlePlace}
      onPublish={handlePublish}
      onAdvanced={handleAdvanced}
      onCancel={() => navigate(id === undefined ? product.routes.home : articlePath(id))}
      onDeleteDraft={() => forget(true)}
      onRetryStory={(clientId) => outbox.retryStory(clientId)}
      onDiscardStory={(clientId) => outbox.discardStory(clientId)}
    />
  );
});
