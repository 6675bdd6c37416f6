/**
 * Spectral labels in their place: where a band name or a spectrum category is
 * shown beside a reading, it says it comes from the letters ("Letters: Low
 * spectrum", "Letters: Serenity") and explains, on hover and to screen readers,
 * that it is drawn from the characters, not the mood.
 */
import type { ToneCategory } from '@tonelens/core';
import { useTranslation } from '../../i18n';
import { Badge } from '../../ui';

/** "Letters: Low spectrum" as a chip, with its explanation as the chip's title. */
export function LettersChip({ category }: { category: ToneCategory }) {
  const { t } = useTranslation();
  return (
    <Badge
      variant="outline"
      className={`tone-chip tone-chip--${category}`}
      title={t('letters.hint')}
      data-testid="letters-chip"
    >
      {t('letters.label', { name: t(`journal.category.${category}`) })}
    </Badge>
  );
}

/** "Letters: Serenity" in running text, with the same explanation as its title. */
export function LettersName({ name }: { name: string }) {
  const { t } = useTranslation();
  return (
    <span title={t('letters.hint')} data-testid="letters-name">
      {t('letters.label', { name })}
    </span>
  );
}
