import { exportTexts as texts, frenchTime } from '../archiveTexts.ts';
import { ArchivePage } from './ArchivePage.tsx';

export interface ChatLine {
  ts: number;
  sender: string;
  message: string;
  /** The screen copies sent with the message (issue 25), from the archive's top. */
  photos: readonly string[];
}

export interface ChatDay {
  /** Already in French: `frenchDay` of its messages. */
  day: string;
  lines: readonly ChatLine[];
}

export interface ChatMonthPageProps {
  /** Already in French: `frenchMonth`. */
  month: string;
  days: readonly ChatDay[];
}

/** A month of the chat, a heading per day. */
export function ChatMonthPage({ month, days }: ChatMonthPageProps) {
  return (
    <ArchivePage title={texts.chatMonth(month)} root="../">
      <h1>{texts.chatMonth(month)}</h1>
      {days.map(({ day, lines }) => [
        <h2 key={`${day} heading`}>{day}</h2>,
        <ul key={day} className="chat">
          {lines.map((line) => (
            <ChatLineView key={line.ts} line={line} />
          ))}
        </ul>,
      ])}
    </ArchivePage>
  );
}

function ChatLineView({ line: { ts, sender, message, photos } }: { line: ChatLine }) {
  return (
    // Issue 41: the search page links to each message.
    <li id={`m${ts}`}>
      <span className="meta">{frenchTime(ts)}</span> <strong>{sender}</strong> : <span className="text">{message}</span>
      {photos.length > 0 && (
        <div className="chatphotos">
          {photos.map((src, index) => (
            <a key={src} href={`../${src}`}>
              <img src={`../${src}`} alt={texts.chatPhotoOf(sender, index + 1)} loading="lazy" />
            </a>
          ))}
        </div>
      )}
    </li>
  );
}

export interface ChatMonthLink {
  /** « 2026-11 »: the page's file name. */
  key: string;
  month: string;
}

export function ChatIndexPage({ months }: { months: readonly ChatMonthLink[] }) {
  return (
    <ArchivePage title={texts.chat} root="../">
      <h1>{texts.chat}</h1>
      {months.length > 0 ? (
        <ul>
          {months.map(({ key, month }) => (
            <li key={key}>
              <a href={`${key}.html`}>{month}</a>
            </li>
          ))}
        </ul>
      ) : (
        <p>{texts.noMessage}</p>
      )}
    </ArchivePage>
  );
}
