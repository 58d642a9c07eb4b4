import { lazy, Suspense } from 'react';
import { Link } from 'wouter';
import { texts } from '../i18n/texts';
import { DEFAULT_BLOG_URL, useRuntimeConfig } from '../lib/config';

// Only anonymous players who accepted ads ever see one (never in the prerendered page): loaded then.
const AdSlot = lazy(() => import('./AdSlot').then(({ AdSlot }) => ({ default: AdSlot })));

export function Footer({ showAds }: { showAds: boolean }) {
  const blogUrl = useRuntimeConfig()?.blogUrl ?? DEFAULT_BLOG_URL;
  const t = texts('shell').footer;
  return (
    <footer className="site-footer">
      {showAds && (
        <Suspense fallback={null}>
          <AdSlot slot="footer" wide />
        </Suspense>
      )}
      <nav aria-label={t.nav}>
        <Link href="/privacy">{t.privacy}</Link>
        <Link href="/terms">{t.terms}</Link>
        <a href={blogUrl} target="_blank" rel="noopener noreferrer">
          {t.blog}
        </a>
      </nav>
    </footer>
  );
}
