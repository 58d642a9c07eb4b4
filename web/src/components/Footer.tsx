import { lazy, Suspense } from 'react';
import { Link } from 'wouter';
import { DEFAULT_BLOG_URL, useRuntimeConfig } from '../lib/config';

// Only anonymous players who accepted ads ever see one (never in the prerendered page): loaded then.
const AdSlot = lazy(() => import('./AdSlot').then(({ AdSlot }) => ({ default: AdSlot })));

export function Footer({ showAds }: { showAds: boolean }) {
  const blogUrl = useRuntimeConfig()?.blogUrl ?? DEFAULT_BLOG_URL;
  return (
    <footer className="site-footer">
      {showAds && (
        <Suspense fallback={null}>
          <AdSlot slot="footer" wide />
        </Suspense>
      )}
      <nav aria-label="Legal">
        <Link href="/privacy">Privacy Policy</Link>
        <Link href="/terms">Terms of Service</Link>
        <a href={blogUrl} target="_blank" rel="noopener noreferrer">
          Blog
        </a>
      </nav>
    </footer>
  );
}
