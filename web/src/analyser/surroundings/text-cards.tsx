/** The Alternative Text and Your Original Text cards, each with a copy button (spec surroundings §2). */
import { Card, CardContent, CardHeader, CardTitle } from '../../ui';
import { CopyButton } from './copy-button';

/** A titled card holding one text and its copy button. */
function TextCard({
  title,
  text,
  copyLabel,
  testId,
}: {
  title: string;
  text: string;
  copyLabel: string;
  testId: string;
}) {
  return (
    <Card className="text-card" data-testid={testId}>
      <CardHeader className="text-card__header">
        <CardTitle as="h3">{title}</CardTitle>
        <CopyButton text={text} label={copyLabel} />
      </CardHeader>
      <CardContent>
        <p className="text-card__text">{text}</p>
      </CardContent>
    </Card>
  );
}

/** The AI-written alternative of the text. */
export function AlternativeTextCard({ text }: { text: string }) {
  return (
    <TextCard title="Alternative Text" text={text} copyLabel="Copy alternative text" testId="alternative-text-card" />
  );
}

/** The text the person analysed. */
export function OriginalTextCard({ text }: { text: string }) {
  return (
    <TextCard title="Your Original Text" text={text} copyLabel="Copy your original text" testId="original-text-card" />
  );
}
