import { Button, Card, Collapsible, Tooltip } from '../ui';
import { BrainIcon, ExternalIcon, HeartIcon, HomeIcon, InfoIcon, MessageIcon, SparklesIcon } from './icons';
import { useTranslation } from '../i18n';
import { MODE_IDS } from './modes';

const USE_CARDS = [
  { icon: MessageIcon, id: 'drafting' },
  { icon: HeartIcon, id: 'clarity' },
  { icon: SparklesIcon, id: 'creative' },
  { icon: BrainIcon, id: 'subtext' },
] as const;

/** The collapsible card explaining the product, with its four use cards (spec analysis §2). */
export function ProductInfoCard() {
  const { t } = useTranslation();
  return (
    <Card className="tl-info">
      <Collapsible
        defaultOpen={false}
        trigger={
          <span className="tl-info__trigger">
            <InfoIcon /> {t('info.product.title')}
          </span>
        }
      >
        <p className="tl-muted">{t('info.product.text')}</p>
        <ul className="tl-use-cards">
          {USE_CARDS.map(({ icon: Icon, id }) => (
            <li key={id} className="tl-use-card">
              <span className="tl-use-card__icon" aria-hidden="true">
                <Icon />
              </span>
              <h3 className="tl-use-card__title">{t(`info.uses.${id}.title`)}</h3>
              <p className="tl-use-card__text">{t(`info.uses.${id}.text`)}</p>
            </li>
          ))}
        </ul>
      </Collapsible>
    </Card>
  );
}

/** Props of {@link FrameworkInfoCard}. */
export interface FrameworkInfoCardProps {
  /** The add-to-home-screen action. */
  onInstall: () => void;
}

/** The collapsible framework card: how the readings are built, an add-to-home-screen icon and two links out. */
export function FrameworkInfoCard({ onInstall }: FrameworkInfoCardProps) {
  const { t } = useTranslation();
  return (
    <Card className="tl-info">
      <Collapsible
        trigger={t('info.framework.title')}
        aside={
          <Tooltip content={t('info.framework.installTooltip')}>
            <Button
              variant="ghost"
              size="icon"
              aria-label={t('info.framework.install')}
              onClick={onInstall}
              className="tl-info__aside"
            >
              <HomeIcon />
            </Button>
          </Tooltip>
        }
      >
        <p className="tl-muted">{t('info.framework.text')}</p>
        <ul className="tl-links">
          <li>
            <a href="https://www.w3.org/WAI/cognitive/" target="_blank" rel="noopener noreferrer">
              {t('info.framework.linkCognitive')} <ExternalIcon />
            </a>
          </li>
          <li>
            <a href="https://en.wikipedia.org/wiki/Affective_computing" target="_blank" rel="noopener noreferrer">
              {t('info.framework.linkAffective')} <ExternalIcon />
            </a>
          </li>
        </ul>
      </Collapsible>
    </Card>
  );
}

/** The collapsible guide to the four modes. */
export function ModesGuide() {
  const { t } = useTranslation();
  return (
    <Card className="tl-info">
      <Collapsible trigger={t('modes.guideTitle')}>
        <dl className="tl-guide">
          {MODE_IDS.map((id) => (
            <div key={id} className="tl-guide__row">
              <dt>{t(`modes.${id}.label`)}</dt>
              <dd>{t(`modes.${id}.guide`)}</dd>
            </div>
          ))}
        </dl>
      </Collapsible>
    </Card>
  );
}
