import { Type, type TSchema } from '@sinclair/typebox';
import { albumLimits } from '../../../shared/albumLimits.ts';
import { PHOTO_HASH_PATTERN } from '../../../shared/albumTypes.ts';
import { articleFormFields, articleLimits } from '../../../shared/articleLimits.ts';
import { ArticleDraftInput } from '../../../shared/articleTypes.ts';
import { ClientId } from '../../../shared/clientId.ts';
import { captureField, captureFieldMaxLength } from '../../../shared/sentCapture.ts';
import { chatPhotoLimits } from '../../chat/chatPhotoLimits.ts';
import { tusPath, videoIdHeader } from '../../videos/tusUploads.ts';

// What some routes cannot declare to Fastify, for the document only. A multipart route has no
// JSON body to validate (its reader checks each field: strictBodies.test.ts), and a download
// streams bytes that no response schema describes; declaring either on the route itself would
// change what Fastify validates or serializes.

/** What the document adds to a route's schema. */
export interface DocumentedShape {
  summary: string;
  body?: TSchema;
  consumes?: string[];
  response?: Record<string, unknown>;
  security?: Record<string, string[]>[];
}

const Token = Type.String({ description: 'Le jeton de session (userToken de /api/user/login). Il vient avant tout fichier.' });
const photoFile = Type.String({ contentMediaType: 'application/octet-stream', description: 'Une photo (JPEG, PNG ou GIF)' });

/** `<name>.jpg` and the like: the file name of an `images` part is what an image element names. */
const ArticleForm = (withId: boolean) =>
  Type.Object({
    [articleFormFields.token]: Token,
    ...(withId ? { [articleFormFields.id]: Type.String({ description: "L'id de l'article modifié" }) } : {}),
    [articleFormFields.structure]: Type.String({
      contentMediaType: 'application/json',
      contentSchema: ArticleDraftInput,
      description:
        "L'article en JSON ; le `content` d'un élément image est le nom de fichier d'une partie `images`, ou, avec `photo: true`, l'id d'une photo envoyée à l'avance par /api/article/photo",
    }),
    ...(withId
      ? {}
      : {
          [articleFormFields.clientId]: Type.Optional(
            Type.String({ pattern: ClientId.pattern, description: "L'id que l'appareil donne à l'article : un nouvel envoi sous le même id répond le premier article sans en créer un second" }),
          ),
        }),
    [articleFormFields.images]: Type.Optional(Type.Array(photoFile, { maxItems: articleLimits.elements })),
  });

// Issue 39: a photo's place and time as the phone read them from the original it shrank.
const captureText = Type.String({
  maxLength: captureFieldMaxLength,
  description: 'Avant une photo réduite, JSON {lat, lon, takenAt, offset} lu sur l’original ; ignoré si la photo a ses propres EXIF',
});
const captures = Type.Optional(Type.Array(captureText));

const AlbumForm = (albumField: 'folder' | 'album', withHashes: boolean) =>
  Type.Object({
    token: Token,
    [albumField]: Type.String({ description: "Le nom de l'album" }),
    ...(withHashes
      ? {
          sha256: Type.Optional(
            Type.Array(Type.String({ pattern: PHOTO_HASH_PATTERN }), {
              description: "Avant chaque photo, son SHA-256 : une photo que l'album a déjà est refusée avant d'être envoyée",
            }),
          ),
        }
      : {}),
    [captureField]: captures,
    images: Type.Array(photoFile, { maxItems: albumLimits.maxPhotosPerUpload }),
  });

const multipart = ['multipart/form-data'];
const sessionCookie = [{ sessionCookie: [] }];
const binary = (type: string, description: string) => ({ description, content: { [type]: { schema: Type.String({ contentMediaType: type }) } } });
const photo = binary('image/jpeg', 'La photo (image/jpeg, image/png ou image/gif)');

/** By the route's URL as Fastify registered it. */
export const undeclaredShapes: Record<string, DocumentedShape> = {
  '/api/article/publish': { summary: 'Publier un article et ses photos', body: ArticleForm(false), consumes: multipart },
  '/api/article/edit': { summary: 'Modifier un article, avec de nouvelles photos', body: ArticleForm(true), consumes: multipart },
  '/api/article/photo': {
    summary: "Envoyer une photo avant l'article qui la montrera",
    body: Type.Object({ [articleFormFields.token]: Token, [captureField]: Type.Optional(captureText), [articleFormFields.photo]: photoFile }),
    consumes: multipart,
  },
  '/api/admin/uploadImages': { summary: "Ajouter des photos à un album (administrateur)", body: AlbumForm('folder', false), consumes: multipart },
  '/api/album/upload': { summary: "Ajouter des photos ou des vidéos à un album ouvert aux membres", body: AlbumForm('album', true), consumes: multipart },
  '/api/chat/upload': {
    summary: 'Envoyer les photos d’un message du chat',
    body: Type.Object({ token: Token, [captureField]: captures, images: Type.Array(photoFile, { maxItems: chatPhotoLimits.maxPhotosPerMessage }) }),
    consumes: multipart,
  },
  '/api/video/upload': {
    summary: 'Envoyer une vidéo à Lapintube en une fois (tus pour reprendre : /api/upload/)',
    body: Type.Object({
      token: Token,
      title: Type.String(),
      description: Type.String(),
      video: Type.String({ contentMediaType: 'application/octet-stream', description: 'La vidéo, en dernier' }),
    }),
    consumes: multipart,
  },
  '/api/admin/export/:key': {
    summary: "Télécharger l'archive de la famille (lien de /api/admin/exportLink, avec le cookie de la session qui l'a demandé)",
    response: { 200: binary('application/zip', "L'archive ZIP") },
    security: sessionCookie,
  },
  '/media/articles/:file': { summary: "Une photo d'article", response: { 200: photo }, security: sessionCookie },
  '/media/chat/:file': { summary: 'Une photo du chat', response: { 200: photo }, security: sessionCookie },
  '/media/albums/:folder/:file': {
    summary: "Une photo d'album (miniature, écran ou originale ; `?download=1` en pièce jointe)",
    response: { 200: photo },
    security: sessionCookie,
  },
  '/media/albums/:folder/album.zip': {
    summary: "Les originaux d'un album en ZIP",
    response: { 200: binary('application/zip', 'Le ZIP des originaux') },
    security: sessionCookie,
  },
  '/media/videos/:file': {
    summary: 'Une vidéo de Lapintube (MP4, par plages d’octets) ou son affiche',
    response: {
      200: binary('video/mp4', 'Le fichier entier (video/mp4, ou image/jpeg pour .poster.jpg et .thumb.jpg)'),
      206: binary('video/mp4', 'La plage demandée par `Range`'),
    },
    security: sessionCookie,
  },
  '/media/map/tiles/:z/:x/:tile': {
    summary: 'Une tuile de la carte du monde intégrée (`{y}.pbf`, Mapbox Vector Tile, zooms 0 à 8)',
    response: { 200: binary('application/vnd.mapbox-vector-tile', 'La tuile, compressée en gzip') },
    security: sessionCookie,
  },
  '/media/map/region.pmtiles': {
    summary: 'La carte détaillée de MAP_TILES (PMTiles, par plages d’octets) ; 404 sans MAP_TILES',
    response: {
      200: binary('application/vnd.pmtiles', 'Le fichier entier'),
      206: binary('application/vnd.pmtiles', 'La plage demandée par `Range`'),
    },
    security: sessionCookie,
  },
};

const tusError = { $ref: '#/components/responses/Error' };
const integer = { type: 'integer', minimum: 0 } as const;
const tusVersion = { type: 'string', const: '1.0.0' } as const;
const tusHeaders = { 'Tus-Resumable': { required: true, schema: tusVersion } };
const header = (name: string, schema: typeof integer | typeof tusVersion | { type: 'string' }, description: string, required = false) =>
  ({ name, in: 'header', required, description, schema }) as const;
const tusResumable = header('Tus-Resumable', tusVersion, 'La version du protocole tus', true);
const uploadId = { name: 'id', in: 'path', required: true, schema: { type: 'string' } } as const;
const tags = ['upload'];
const bearer = [{ bearer: [] }];
const tusOptions = { tags, summary: 'tus 1.0 : les versions et extensions du serveur', responses: { 204: { description: 'Tus-Version, Tus-Extension, Tus-Max-Size' } } };

/**
 * The tus 1.0 server (videos/tusUploads.ts) takes raw requests on every method: Fastify's routes
 * there are catch-alls, so the document lists the methods tus answers instead of theirs.
 */
export const tusPaths = {
  [tusPath]: {
    post: {
      operationId: 'postUpload',
      tags,
      summary: 'tus 1.0 : créer un envoi de vidéo reprenable',
      description:
        "Upload-Metadata porte `kind` (`video`), `title`, `description` et `token` (ou `Authorization: Bearer`). Extensions : creation, creation-with-upload, creation-defer-length, termination.",
      parameters: [
        tusResumable,
        header('Upload-Length', integer, 'La taille de la vidéo en octets'),
        header('Upload-Defer-Length', integer, 'Vaut 1 : la taille sera donnée plus tard'),
        header('Upload-Metadata', { type: 'string' }, 'Paires `clé valeur-en-base64` séparées par des virgules', true),
      ],
      responses: {
        201: { description: "L'envoi est créé", headers: { Location: { schema: { type: 'string' as const }, description: "L'adresse de l'envoi, /api/upload/<id>" }, ...tusHeaders } },
        '4XX': tusError,
        '5XX': tusError,
      },
    },
    options: { operationId: 'optionsUpload', ...tusOptions },
  },
  [`${tusPath}/{id}`]: {
    parameters: [uploadId],
    head: {
      operationId: 'headUploadId',
      tags,
      summary: "tus 1.0 : où en est l'envoi",
      security: bearer,
      parameters: [tusResumable],
      responses: {
        200: {
          description: `Upload-Offset et Upload-Length ; un envoi déjà remis à Lapintube porte \`video\` dans Upload-Metadata`,
          headers: { 'Upload-Offset': { schema: integer }, ...tusHeaders },
        },
        '4XX': { description: 'Envoi inconnu, expiré ou à un autre membre (sans corps : HEAD)' },
      },
    },
    patch: {
      operationId: 'patchUploadId',
      tags,
      summary: "tus 1.0 : envoyer la suite des octets à partir d'Upload-Offset",
      security: bearer,
      parameters: [tusResumable, header('Upload-Offset', integer, 'Là où ces octets commencent', true)],
      requestBody: { required: true, content: { 'application/offset+octet-stream': { schema: { type: 'string' as const, contentMediaType: 'application/octet-stream' } } } },
      responses: {
        204: {
          description: `Reçu ; après le dernier octet, ${videoIdHeader} nomme la vidéo créée`,
          headers: { 'Upload-Offset': { schema: integer }, [videoIdHeader]: { schema: { type: 'string' as const } }, ...tusHeaders },
        },
        '4XX': tusError,
        '5XX': tusError,
      },
    },
    delete: {
      operationId: 'deleteUploadId',
      tags,
      summary: "tus 1.0 : abandonner l'envoi",
      security: bearer,
      parameters: [tusResumable],
      responses: { 204: { description: "L'envoi et ses octets sont effacés" }, '4XX': tusError, '5XX': tusError },
    },
    options: { operationId: 'optionsUploadId', ...tusOptions },
  },
};
