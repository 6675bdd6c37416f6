/** The Alternative Text and Your Original Text cards, each with a copy button (spec surroundings §2). */
import type { ReactNode } from 'react';
import { Button, Card, CardContent, CardHeader, CardTitle } from '../../ui';
import { useTranslation } from '../../i18n';
import { CopyButton } from './copy-button';

/** A titled card holding one text, its copy button and any further actions. */
function TextCard({
  title,
  text,
  copyLabel,
  testId,
  actions,
}: {
  title: string;
  text: string;
  copyLabel: string;
  testId: string;
  actions?: ReactNode;
}) {
  return (
    <Card className="text-card" data-testid={testId}>
      <CardHeader className="text-card__header">
        <CardTitle as="h3">{title}</CardTitle>
        <div className="text-card__actions">
          {actions}
          <CopyButton text={text} label={copyLabel} />
        </div>
      </CardHeader>
      <CardContent>
        <p className="text-card__text">{text}</p>
      </CardContent>
    </Card>
  );
}

/** The AI-written alternative of the text; `onOpenChat` offers to talk it through in the framed chat, right where it is read. */
export function AlternativeTextCard({ text, onOpenChat }: { text: string; onOpenChat?: () => void }) {
  const { t } = useTranslation();
  return (
    <TextCard
      title={t('textCards.alternative')}
      text={text}
      copyLabel={t('textCards.copyAlternative')}
      testId="alternative-text-card"
      actions={
        onOpenChat ? (
          <Button variant="outline" size="sm" onClick={onOpenChat}>
            {t('textCards.talk')}
          </Button>
        ) : null
      }
    />
  );
}

/** The text the person analysed (or rewrote); "Edit again" puts it back in the box. */
export function OriginalTextCard({ text, onEditAgain }: { text: string; onEditAgain?: () => void }) {
  const { t } = useTranslation();
  return (
    <TextCard
      title={t('textCards.original')}
      text={text}
      copyLabel={t('textCards.copyOriginal')}
      testId="original-text-card"
      actions={
        onEditAgain ? (
          <Button variant="outline" size="sm" onClick={onEditAgain}>
            {t('textCards.editAgain')}
          </Button>
        ) : null
      }
    />
  );
}
