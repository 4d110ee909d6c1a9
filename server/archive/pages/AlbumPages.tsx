import { exportTexts as texts } from '../archiveTexts.ts';
import { ArchivePage } from './ArchivePage.tsx';
import { OriginalLink } from './OriginalLink.tsx';

/** A gallery tile: the thumbnail, opening the screen-size photo; paths from the archive's top. */
export interface AlbumTile {
  thumb: string;
  screen: string;
  alt: string;
  /** '' when the photo has none. */
  caption: string;
  original?: string;
}

export interface AlbumPageProps {
  name: string;
  tiles: readonly AlbumTile[];
}

export function AlbumPage({ name, tiles }: AlbumPageProps) {
  return (
    <ArchivePage title={name} root="../">
      <h1>{name}</h1>
      <ul className="gallery">
        {tiles.map((tile) => (
          <li key={tile.screen}>
            <figure>
              <a href={`../${tile.screen}`}>
                <img src={`../${tile.thumb}`} alt={tile.alt} loading="lazy" />
              </a>
              {(tile.caption || tile.original) && (
                <figcaption>
                  {tile.caption}
                  {tile.caption && tile.original && ' '}
                  {tile.original && <OriginalLink original={tile.original} />}
                </figcaption>
              )}
            </figure>
          </li>
        ))}
      </ul>
    </ArchivePage>
  );
}

export interface AlbumLink {
  id: number;
  name: string;
  photos: number;
}

export function AlbumsIndexPage({ albums }: { albums: readonly AlbumLink[] }) {
  return (
    <ArchivePage title={texts.albums} root="../">
      <h1>{texts.albums}</h1>
      {albums.length > 0 ? (
        <ul>
          {albums.map((album) => (
            <li key={album.id}>
              <a href={`${album.id}.html`}>{album.name}</a> <span className="meta">{texts.albumPhotos(album.photos)}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p>{texts.noAlbum}</p>
      )}
    </ArchivePage>
  );
}
