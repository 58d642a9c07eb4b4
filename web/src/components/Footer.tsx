import { Link } from 'wouter';
import { DEFAULT_BLOG_URL, useRuntimeConfig } from '../lib/config';
import { AdSlot } from './AdSlot';

export function Footer({ showAds }: { showAds: boolean }) {
  const blogUrl = useRuntimeConfig()?.blogUrl ?? DEFAULT_BLOG_URL;
  return (
    <footer className="site-footer">
      {showAds && <AdSlot slot="footer" wide />}
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
