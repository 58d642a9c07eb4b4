import { useEffect } from 'react';
import { Link, useLocation } from 'wouter';
import { PRODUCT_NAME } from '@contracts/constants';
import { texts } from '../i18n/texts';

export default function NotFound() {
  const [pathname] = useLocation();
  useEffect(() => {
    document.title = texts('play').notFound.title(PRODUCT_NAME);
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);
  const t = texts('play').notFound;
  return (
    <main className="not-found">
      <h1>404</h1>
      <p>{t.text}</p>
      <Link href="/">{t.home}</Link>
    </main>
  );
}
