import type { HTMLAttributes } from 'react';
import { cx } from './cx';
import './card.css';

type DivProps = HTMLAttributes<HTMLDivElement>;

/** A surface grouping related content. */
export function Card({ className, ...rest }: DivProps) {
  return <div className={cx('tl-card', className)} {...rest} />;
}

/** The top of a card: title and description. */
export function CardHeader({ className, ...rest }: DivProps) {
  return <div className={cx('tl-card__header', className)} {...rest} />;
}

/** A card's title; a heading (level 2 unless `as` says otherwise). */
export function CardTitle({
  className,
  as: Heading = 'h2',
  ...rest
}: HTMLAttributes<HTMLHeadingElement> & { as?: 'h2' | 'h3' | 'h4' }) {
  return <Heading className={cx('tl-card__title', className)} {...rest} />;
}

/** Secondary text under a card's title. */
export function CardDescription({ className, ...rest }: HTMLAttributes<HTMLParagraphElement>) {
  return <p className={cx('tl-card__description', className)} {...rest} />;
}

/** The body of a card. */
export function CardContent({ className, ...rest }: DivProps) {
  return <div className={cx('tl-card__content', className)} {...rest} />;
}

/** A row of actions at the bottom of a card. */
export function CardFooter({ className, ...rest }: DivProps) {
  return <div className={cx('tl-card__footer', className)} {...rest} />;
}
