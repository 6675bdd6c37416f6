/** The 404 page for any path the app does not know. */
import { Link } from 'wouter';
import { Brand } from './brand';

/** Shown for unknown routes (spec surroundings §8: unknown route → 404 page). */
export function NotFoundPage() {
  return (
    <main className="notfound" id="main">
      <Brand />
      <p className="notfound__code" aria-hidden="true">
        404
      </p>
      <h1 className="notfound__title">404 Page Not Found</h1>
      <p className="notfound__text">This page does not exist. The tone you are looking for is back on the home page.</p>
      <Link href="/" className="tl-button tl-button--default tl-button--lg">
        Back to ToneLens
      </Link>
    </main>
  );
}
