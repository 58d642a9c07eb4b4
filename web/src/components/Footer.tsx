import { Link } from 'wouter';
import { useConfig } from '../lib/ConfigContext';
import { AdSlot } from './AdSlot';

export function Footer({ showAds }: { showAds: boolean }) {
  const { blogUrl } = useConfig();
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
