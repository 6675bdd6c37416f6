import type { Mode } from '@tonelens/core';
import { Button, Tooltip } from '../ui';
import { CompassIcon, LayersIcon, MessageIcon, WavesIcon } from './icons';
import { useTranslation } from '../i18n';
import { MODE_IDS } from './modes';

const MODE_ICONS = { plain: MessageIcon, tonelens: CompassIcon, spectral: WavesIcon, full: LayersIcon } as const;

/** Props of {@link ModeSelector}. */
export interface ModeSelectorProps {
  value: Mode;
  onChange: (mode: Mode) => void;
  disabled?: boolean;
}

/** The four mode buttons, each with its tooltip; the chosen one is pressed. */
export function ModeSelector({ value, onChange, disabled }: ModeSelectorProps) {
  const { t } = useTranslation();
  return (
    <div className="tl-modes" role="group" aria-label={t('modes.groupLabel')}>
      {MODE_IDS.map((id) => {
        const Icon = MODE_ICONS[id];
        return (
          <Tooltip key={id} content={t(`modes.${id}.tooltip`)}>
            <Button
              variant="outline"
              className="tl-modes__button"
              aria-pressed={value === id}
              disabled={disabled}
              data-mode={id}
              onClick={() => onChange(id)}
            >
              <Icon />
              {t(`modes.${id}.label`)}
            </Button>
          </Tooltip>
        );
      })}
    </div>
  );
}
