/** The footer of every screen: build version and date, licensing contact and IP notice (spec surroundings §2). */
import { useTranslation } from '../i18n';
import { BUILD_DATE, BUILD_VERSION } from '@tonelens/core';

/** Address for licensing questions. */
export const LICENSING_CONTACT = 'licensing@tonelens.app';

/** Build, licensing and intellectual-property notice. */
export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <p className="site-footer__build">
          {t('footer.build')} <span className="site-footer__version">{BUILD_VERSION}</span> ·{' '}
          <time dateTime={BUILD_DATE}>{BUILD_DATE}</time>
        </p>
        <p>
          {t('footer.licensing')} <a href={`mailto:${LICENSING_CONTACT}`}>{LICENSING_CONTACT}</a>
        </p>
        <p className="site-footer__ip">{t('footer.ip')}</p>
      </div>
    </footer>
  );
}
