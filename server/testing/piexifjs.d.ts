// piexifjs has no types: the calls the tests make to write EXIF into their photos.
declare module 'piexifjs' {
  type IfdName = '0th' | 'Exif' | 'GPS' | 'Interop' | '1st';
  const piexif: {
    TAGS: Record<string, Record<number, { name: string; type: string }>>;
    dump(exif: Partial<Record<IfdName, Record<number, unknown>>>): string;
    insert(exif: string, jpeg: string): string;
    ExifIFD: Record<string, number>;
    GPSIFD: Record<string, number>;
  };
  export default piexif;
}
