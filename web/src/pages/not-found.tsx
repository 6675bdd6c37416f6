/** The 404 page for any path the app does not know. */
import { useTranslation } from '../i18n';
import { Link } from 'wouter';
import { Brand } from './brand';

/** Shown for unknown routes (spec surroundings §8: unknown route → 404 page). */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <main className="notfound" id="main">
      <Brand />
      <p className="notfound__code" aria-hidden="true">
        404
      </p>
      <h1 className="notfound__title">{t('notFound.title')}</h1>
      <p className="notfound__text">{t('notFound.text')}</p>
      <Link href="/" className="tl-button tl-button--default tl-button--lg">
        {t('notFound.back')}
      </Link>
    </main>
  );
}
