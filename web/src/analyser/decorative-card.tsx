import type { ReactNode } from 'react';
import './decorative-card.css';

/** Decorative motion of a card wrapper. */
export type DecorativeVariant = 'pulse' | 'wave' | 'shimmer' | 'glow';

/** Props of {@link DecorativeCard}. */
export interface DecorativeCardProps {
  variant: DecorativeVariant;
  children: ReactNode;
  /** A CSS colour for the effect; defaults to the band spectrum's violet. */
  colour?: string;
}

/**
 * A purely decorative wrapper that gives a card a pulse, wave, shimmer or glow.
 * The motion stops where the person prefers reduced motion.
 */
export function DecorativeCard({ variant, children, colour }: DecorativeCardProps) {
  return (
    <div
      className={`tl-deco tl-deco--${variant}`}
      style={colour ? ({ '--tl-deco-colour': colour } as React.CSSProperties) : undefined}
    >
      {children}
    </div>
  );
}
