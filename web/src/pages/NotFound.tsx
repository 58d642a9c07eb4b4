import { useEffect } from 'react';
import { Link, useLocation } from 'wouter';

export default function NotFound() {
  const [pathname] = useLocation();
  useEffect(() => {
    document.title = 'Page not found · CIPHERWORD';
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);
  return (
    <main className="not-found">
      <h1>404</h1>
      <p>Oops! Page not found</p>
      <Link href="/">Return to Home</Link>
    </main>
  );
}
