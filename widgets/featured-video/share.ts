import type { Translate } from '../../data/i18n/translate';
/** What happened when the visitor pressed Share; the widget says it in a live region. */
export type ShareOutcome = 'shared' | 'cancelled' | 'copied' | 'failed';

export interface ShareTarget {
  title: string;
  url: string;
}

/**
 * Shares a link with the Web Share API where the browser has it; otherwise
 * copies the link to the clipboard. `nav` is injectable for tests.
 */
export async function shareLink(
  target: ShareTarget,
  nav: Pick<Navigator, 'share' | 'clipboard'> | undefined = globalThis.navigator,
): Promise<ShareOutcome> {
  if (nav && typeof nav.share === 'function') {
    try {
      await nav.share({ title: target.title, url: target.url });
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
      // Sharing is refused (no user activation, policy): fall back to copying.
    }
  }
  try {
    if (!nav?.clipboard?.writeText) return 'failed';
    await nav.clipboard.writeText(target.url);
    return 'copied';
  } catch {
    return 'failed';
  }
}

/** The visible message for each outcome (none for a share the visitor cancelled). */
export function shareMessage(outcome: ShareOutcome, url: string, t: Translate): string {
  if (outcome === 'copied') return t('video.copied');
  if (outcome === 'shared') return t('video.shared');
  if (outcome === 'failed') return t('video.copyByHand', { url });
  return '';
}
