/** A copy-to-clipboard button with a 2 s confirmation and the copy-failure toast (spec surroundings §4, §8). */
import { useTranslation } from '../../i18n';
import { useEffect, useRef, useState } from 'react';
import { COPY_CONFIRMATION_MS, MESSAGES, type Message } from '@tonelens/core';
import { Button } from '../../ui';
import { notify } from '../../lib/toast';
import { CopyIcon, TickIcon } from '../../pages/icons';

/** Writes text to the clipboard; rejects where the clipboard is unavailable or refused. */
export async function copyText(text: string): Promise<void> {
  if (!navigator.clipboard?.writeText) throw new Error('Clipboard unavailable');
  await navigator.clipboard.writeText(text);
}

/** Props of {@link CopyButton}. */
export interface CopyButtonProps {
  text: string;
  /** Accessible name, e.g. 'Copy alternative text'. */
  label: string;
  /** The failure toast (default 'Unable to copy text to clipboard.'). */
  failure?: Message;
}

/** Copies `text`; shows 'Copied' for 2 s, or the failure toast. */
export function CopyButton({ text, label, failure = MESSAGES.copyFailed }: CopyButtonProps) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const handleCopy = async () => {
    try {
      await copyText(text);
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS);
    } catch {
      notify(failure);
    }
  };
  return (
    <Button
      size="sm"
      variant="outline"
      onClick={() => void handleCopy()}
      aria-label={copied ? t('copy.copiedLabel', { label }) : label}
    >
      {copied ? <TickIcon /> : <CopyIcon />}
      <span aria-live="polite">{copied ? t('common.copied') : t('common.copy')}</span>
    </Button>
  );
}
