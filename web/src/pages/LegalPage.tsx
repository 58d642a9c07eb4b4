import { useEffect, useState } from 'react';
import Markdown from 'react-markdown';
import { Link } from 'wouter';

/**
 * Privacy and terms, rendered from the static markdown files. react-markdown's default
 * urlTransform keeps only http(s), mailto, irc(s) and xmpp links (product.md §1); raw HTML is not rendered.
 */
export default function LegalPage({ file, title }: { file: string; title: string }) {
  const [text, setText] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    document.title = `${title} · CIPHERWORD`;
    fetch(file)
      .then((r) => (r.ok ? r.text() : Promise.reject(new Error(String(r.status)))))
      .then(setText, () => setFailed(true));
  }, [file, title]);
  return (
    <main className="legal">
      <Link href="/" className="back-link">
        ← Back to Game
      </Link>
      {failed ? (
        <p role="alert">This page could not be loaded. Please try again later.</p>
      ) : text === null ? (
        <p role="status">Loading…</p>
      ) : (
        <Markdown>{text}</Markdown>
      )}
    </main>
  );
}
