import { exportTexts as texts } from '../archiveTexts.ts';

export interface OriginalLinkProps {
  /** The full-size photo's path from the archive's top. */
  original: string;
}

/** A link to the full-size photo, when the archive holds originals. */
export function OriginalLink({ original }: OriginalLinkProps) {
  return (
    <a className="original" href={`../${original}`}>
      {texts.original}
    </a>
  );
}
