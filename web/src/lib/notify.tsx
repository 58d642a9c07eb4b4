/**
 * Notices (docs/product.md, "Notices"): one place on each page, never over the board, the header or
 * a control. A short notice (a few words, nothing to press) is a pill in the board's title line that
 * leaves after about a second; a longer one, or one with an action, stays in place in the page's
 * flow until it is closed or its time is up. Both are read by screen readers (a status region
 * holding only the newest notice's words).
 *
 * Hand-written rather than a toast library's: toast libraries float their toasts over the page,
 * which is the one thing a notice here must never do, and this is a list with timers.
 */
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { texts } from '../i18n/texts';

export type NoticeKind = 'success' | 'error' | 'warning' | 'message';

export interface NoticeOptions {
  /** How long a long notice stays, in ms (Infinity: until closed). A short one leaves after shortNoticeMs. */
  duration?: number;
  action?: { label: string; onClick: () => void };
  /** The notice's language, when it is not the page's (a language offered in its own words). */
  lang?: string;
}

export interface Notice {
  id: number;
  kind: NoticeKind;
  text: string;
  /** A pill that leaves by itself: a few words and nothing to press. */
  short: boolean;
  action?: NoticeOptions['action'];
  lang?: string;
}

/** A short notice's time on screen: about a second, a little more for more words (at most 2.2 s at 40 characters). */
export const shortNoticeMs = (text: string) => 1_200 + 50 * Math.max(0, text.length - 20);
/** A long notice's time in place, unless its caller says otherwise (kept while it has the focus). */
export const LONG_NOTICE_MS = 10_000;
/** At most this many characters make a notice short (one line at 320 px). */
const SHORT_LENGTH = 40;
/** Long notices shown at once (the newest): more would push the board off a small phone. */
const LONG_SHOWN = 2;

let notices: readonly Notice[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const publish = (next: readonly Notice[]) => {
  notices = next;
  listeners.forEach((listener) => listener());
};

export function dismissNotice(id: number): void {
  if (notices.some((notice) => notice.id === id)) publish(notices.filter((notice) => notice.id !== id));
}

/** Expires a notice after `ms`, unless the player is on one of its buttons then (WCAG 2.2.1): then a second later. */
function expire(id: number, ms: number): void {
  setTimeout(() => {
    const focused = typeof document !== 'undefined' && document.activeElement?.closest(`[data-notice="${id}"]`);
    if (focused) expire(id, 1_000);
    else dismissNotice(id);
  }, ms);
}

function show(kind: NoticeKind, text: string, options: NoticeOptions = {}): number {
  const short = text.length <= SHORT_LENGTH && !options.action;
  const notice: Notice = { id: nextId++, kind, text, short, action: options.action, ...(options.lang ? { lang: options.lang } : {}) };
  // One pill at a time (the newest); the same long notice is never stacked twice.
  const kept = notices.filter((n) => (short ? !n.short : n.short || n.text !== text));
  publish([...kept, notice]);
  const duration = short ? shortNoticeMs(text) : (options.duration ?? LONG_NOTICE_MS);
  if (Number.isFinite(duration)) expire(notice.id, duration);
  return notice.id;
}

/** Each returns the notice's id (dismissNotice takes it back: a Retry that no longer applies). */
export const notify = {
  success: (text: string, options?: NoticeOptions) => show('success', text, options),
  error: (text: string, options?: NoticeOptions) => show('error', text, options),
  warning: (text: string, options?: NoticeOptions) => show('warning', text, options),
  message: (text: string, options?: NoticeOptions) => show('message', text, options),
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const none: readonly Notice[] = [];

/**
 * Where a page's notices appear. On the game's page (`pill`) the short one overlays the board's
 * title line (hidden meanwhile) and long ones sit above the board; elsewhere all sit in the flow
 * where the page puts this, a long one scrolled into view. Screen readers hear each notice once,
 * from a status region that holds only its words (never the buttons), present from the first paint.
 */
export function NoticeArea({ pill = false }: { pill?: boolean }) {
  const shown = useSyncExternalStore(
    subscribe,
    () => notices,
    () => none,
  );
  const area = useRef<HTMLDivElement>(null);
  const newest = shown.at(-1);
  useEffect(() => {
    if (newest && !newest.short && !pill) area.current?.scrollIntoView?.({ block: 'nearest' });
  }, [newest, pill]);
  const short = shown.filter((notice) => notice.short);
  const long = shown.filter((notice) => !notice.short).slice(-LONG_SHOWN);
  // A button pressed takes its notice away: the focus goes to the area, not to the page's start.
  const close = (notice: Notice, then?: () => void) => {
    area.current?.focus();
    dismissNotice(notice.id);
    then?.();
  };
  return (
    <div ref={area} className={`notices${pill ? ' with-pill' : ''}`} data-testid="notices" tabIndex={-1}>
      <p className="visually-hidden" role="status" data-testid="notice-announcer">
        {newest && (
          <span key={newest.id} lang={newest.lang}>
            {newest.text}
          </span>
        )}
      </p>
      {short.map((notice) => (
        <p key={notice.id} className={`notice notice-pill ${notice.kind}`} data-kind={notice.kind} data-notice={notice.id}>
          {notice.text}
        </p>
      ))}
      {long.map((notice) => (
        <div
          key={notice.id}
          className={`notice notice-long ${notice.kind}`}
          data-kind={notice.kind}
          data-notice={notice.id}
          lang={notice.lang}
        >
          <p>{notice.text}</p>
          {notice.action && (
            <button type="button" className="primary-button" onClick={() => close(notice, notice.action!.onClick)}>
              {notice.action.label}
            </button>
          )}
          <button type="button" className="notice-close" aria-label={texts('shell').closeNotice} onClick={() => close(notice)}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
