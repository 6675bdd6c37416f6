import type { Mode } from '@tonelens/core';
import { Button, Tooltip } from '../ui';
import { CompassIcon, LayersIcon, MessageIcon, WavesIcon } from './icons';
import { MODES } from './modes';

const MODE_ICONS = { plain: MessageIcon, tonelens: CompassIcon, spectral: WavesIcon, full: LayersIcon } as const;

/** Props of {@link ModeSelector}. */
export interface ModeSelectorProps {
  value: Mode;
  onChange: (mode: Mode) => void;
  disabled?: boolean;
}

/** The four mode buttons, each with its tooltip; the chosen one is pressed. */
export function ModeSelector({ value, onChange, disabled }: ModeSelectorProps) {
  return (
    <div className="tl-modes" role="group" aria-label="Analysis mode">
      {MODES.map((mode) => {
        const Icon = MODE_ICONS[mode.id];
        return (
          <Tooltip key={mode.id} content={mode.tooltip}>
            <Button
              variant="outline"
              className="tl-modes__button"
              aria-pressed={value === mode.id}
              disabled={disabled}
              data-mode={mode.id}
              onClick={() => onChange(mode.id)}
            >
              <Icon />
              {mode.label}
            </Button>
          </Tooltip>
        );
      })}
    </div>
  );
}
