import { Button, Card, Collapsible, Tooltip } from '../ui';
import { BrainIcon, ExternalIcon, HeartIcon, HomeIcon, InfoIcon, MessageIcon, SparklesIcon } from './icons';
import { MODES } from './modes';

const USE_CARDS = [
  {
    icon: MessageIcon,
    title: 'Message drafting',
    text: 'Check how an email, a text or a post will land before you send it.',
  },
  {
    icon: HeartIcon,
    title: 'Emotional clarity',
    text: 'See whether your words carry the feeling you mean, especially for neurodivergent readers.',
  },
  {
    icon: SparklesIcon,
    title: 'Creative testing',
    text: 'Try a line of a story, a poem or a lyric and hear its colour and frequency.',
  },
  {
    icon: BrainIcon,
    title: 'Hidden subtext',
    text: 'Find tension, hedging or coolness that slipped into a journal entry or a reply.',
  },
] as const;

/** The collapsible card explaining the product, with its four use cards (spec analysis §2). */
export function ProductInfoCard() {
  return (
    <Card className="tl-info">
      <Collapsible
        defaultOpen={false}
        trigger={
          <span className="tl-info__trigger">
            <InfoIcon /> What ToneLens does
          </span>
        }
      >
        <p className="tl-muted">
          ToneLens reads the emotional tone of what you write: scores, colours, charts, animation and sound, and a
          conversation about your text. Type, paste or upload a text, choose a mode and analyse.
        </p>
        <ul className="tl-use-cards">
          {USE_CARDS.map(({ icon: Icon, title, text }) => (
            <li key={title} className="tl-use-card">
              <span className="tl-use-card__icon" aria-hidden="true">
                <Icon />
              </span>
              <h3 className="tl-use-card__title">{title}</h3>
              <p className="tl-use-card__text">{text}</p>
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
  return (
    <Card className="tl-info">
      <Collapsible
        trigger="The ToneLens framework"
        aside={
          <Tooltip content="Add ToneLens to your home screen">
            <Button
              variant="ghost"
              size="icon"
              aria-label="Add to home screen"
              onClick={onInstall}
              className="tl-info__aside"
            >
              <HomeIcon />
            </Button>
          </Tooltip>
        }
      >
        <p className="tl-muted">
          Every character carries a spectral value from 0 to 1. The mean value of a text gives its tone, its frequency
          (220 Hz plus 660 Hz per unit of tone) and its colour in one of six bands: Ignition, Vitality, Harmony,
          Serenity, Immersion and Zenith. The four ToneLens dimensions are scored from the words themselves, where 0.50
          is balance.
        </p>
        <ul className="tl-links">
          <li>
            <a href="https://www.w3.org/WAI/cognitive/" target="_blank" rel="noopener noreferrer">
              Making content usable for people with cognitive and learning disabilities <ExternalIcon />
            </a>
          </li>
          <li>
            <a href="https://en.wikipedia.org/wiki/Affective_computing" target="_blank" rel="noopener noreferrer">
              Affective computing <ExternalIcon />
            </a>
          </li>
        </ul>
      </Collapsible>
    </Card>
  );
}

/** The collapsible guide to the four modes. */
export function ModesGuide() {
  return (
    <Card className="tl-info">
      <Collapsible trigger="Guide to the four modes">
        <dl className="tl-guide">
          {MODES.map((mode) => (
            <div key={mode.id} className="tl-guide__row">
              <dt>{mode.label}</dt>
              <dd>{mode.guide}</dd>
            </div>
          ))}
        </dl>
      </Collapsible>
    </Card>
  );
}
