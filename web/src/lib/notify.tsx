/**
 * Notices (docs/product.md, "Notices"): one place on each page, never over the board, the header or
 * a control. A short notice (a few words, nothing to press) is a pill in the board's title line that
 * leaves after about a second; a longer one, or one with an action, stays in place in the page's
 * flow until it is closed or its time is up. Both are read by screen readers (a status region).
 *
 * Hand-written rather than a toast library's: toast libraries float their toasts over the page,
 * which is the one thing a notice here must never do, and this is a list with timers.
 */
import { useEffect, useRef, useSyncExternalStore } from 'react';

export type NoticeKind = 'success' | 'error' | 'warning' | 'message';

export interface NoticeOptions {
  /** How long a long notice stays, in ms (Infinity: until closed). A short one always leaves after SHORT_NOTICE_MS. */
  duration?: number;
  action?: { label: string; onClick: () => void };
}

export interface Notice {
  id: number;
  kind: NoticeKind;
  text: string;
  /** A pill that leaves by itself: a few words and nothing to press. */
  short: boolean;
  action?: NoticeOptions['action'];
}

/** A short notice's time on screen: long enough to read a few words, short enough not to linger. */
export const SHORT_NOTICE_MS = 1_200;
/** A long notice's time in place, unless its caller says otherwise. */
export const LONG_NOTICE_MS = 10_000;
/** At most this many characters make a notice short (one line at 320 px). */
const SHORT_LENGTH = 40;

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

function show(kind: NoticeKind, text: string, options: NoticeOptions = {}): void {
  const short = text.length <= SHORT_LENGTH && !options.action;
  const notice: Notice = { id: nextId++, kind, text, short, action: options.action };
  // One pill at a time (the newest); the same long notice is never stacked twice.
  const kept = notices.filter((n) => (short ? !n.short : n.short || n.text !== text));
  publish([...kept, notice]);
  const duration = short ? SHORT_NOTICE_MS : (options.duration ?? LONG_NOTICE_MS);
  if (Number.isFinite(duration)) setTimeout(() => dismissNotice(notice.id), duration);
}

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
 * where the page puts this, scrolled into view when they arrive.
 */
export function NoticeArea({ pill = false }: { pill?: boolean }) {
  const shown = useSyncExternalStore(
    subscribe,
    () => notices,
    () => none,
  );
  const area = useRef<HTMLDivElement>(null);
  const newest = shown.at(-1)?.id;
  useEffect(() => {
    if (newest !== undefined && !pill) area.current?.scrollIntoView?.({ block: 'nearest' });
  }, [newest, pill]);
  const short = shown.filter((notice) => notice.short);
  const long = shown.filter((notice) => !notice.short);
  return (
    <div ref={area} className={`notices${pill ? ' with-pill' : ''}`} role="status" data-testid="notices">
      {short.map((notice) => (
        <p key={notice.id} className={`notice notice-pill ${notice.kind}`} data-kind={notice.kind}>
          {notice.text}
        </p>
      ))}
      {long.map((notice) => (
        <div key={notice.id} className={`notice notice-long ${notice.kind}`} data-kind={notice.kind}>
          <p>{notice.text}</p>
          {notice.action && (
            <button
              type="button"
              className="primary-button"
              onClick={() => {
                dismissNotice(notice.id);
                notice.action!.onClick();
              }}
            >
              {notice.action.label}
            </button>
          )}
          <button type="button" className="notice-close" aria-label="Close notice" onClick={() => dismissNotice(notice.id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
