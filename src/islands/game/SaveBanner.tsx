/**
 * The message above a play page after loading its saved game: a corrupt save
 * was discarded (an alert), or an unfinished game was resumed (a status).
 *
 * @example
 * <SaveBanner message={message} corrupt={t('play.corrupt')} resumed={t('play.resumed')} />
 */
import './play-header.css';

/** Props of {@link SaveBanner}. */
export interface SaveBannerProps {
  readonly message: 'corrupt' | 'resumed' | null;
  readonly corrupt: string;
  readonly resumed: string;
}

/** See the file comment. */
export default function SaveBanner({ message, corrupt, resumed }: SaveBannerProps) {
  if (message === 'corrupt') {
    return (
      <p class="note gp-banner" role="alert" data-testid="corrupt">
        {corrupt}
      </p>
    );
  }
  if (message === 'resumed') {
    return (
      <p class="note gp-banner" role="status" data-testid="resumed">
        {resumed}
      </p>
    );
  }
  return null;
}
