/**
 * "Not right?" under every result: the person picks the tone they meant (as
 * the writer) or heard (as a reader) from the 28 tone names, or types one, and
 * it is kept for them through POST /api/feedback — with the text only when they
 * tick the box, otherwise with the analysis id and a SHA-256 of the text. In
 * the extension's "Local only" the provider's transport keeps it on the device.
 */
import { useId, useState, type FormEvent } from 'react';
import {
  FEEDBACK_TEXT_MAX,
  FEEDBACK_TONE_MAX,
  TONE_NAME_CATALOGUE,
  TONES,
  type FeedbackRole,
  type ToneNameId,
} from '@tonelens/core';
import { useTranslation } from '../i18n';
import { toneLabel } from '../i18n/core-text';
import { Button, Checkbox } from '../ui';
import { sha256Hex, useSendFeedback } from '../lib/feedback';
import { ToneMark } from './tone-headline';
import type { AnalysisResults } from './types';
import './not-right.css';

/** Props of {@link NotRight}. */
export interface NotRightProps {
  /** The result: its text, and its saved analysis when there is one (0 and undefined: not saved). */
  result: Pick<AnalysisResults, 'inputText' | 'analysisId'>;
  /** The tone the reading named. */
  shownTone: ToneNameId;
}

/** The "Not right?" button and, once pressed, its picker. */
export function NotRight({ result, shownTone }: NotRightProps) {
  const { inputText: text, analysisId } = result;
  const { t } = useTranslation();
  const id = useId();
  const send = useSendFeedback();
  const [open, setOpen] = useState(false);
  const [picked, setPicked] = useState<ToneNameId | ''>('');
  const [own, setOwn] = useState('');
  const [role, setRole] = useState<FeedbackRole | ''>('');
  const [keepText, setKeepText] = useState(false);
  const [missing, setMissing] = useState(false);
  const textFits = text.length <= FEEDBACK_TEXT_MAX;
  const tone = own.trim() || picked;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!tone) return setMissing(true);
    send.mutate({
      tone,
      shownTone,
      role: role || null,
      analysisId: analysisId ? analysisId : null,
      text: keepText && textFits ? text : null,
      textHash: await sha256Hex(text),
    });
  };

  if (send.isSuccess)
    return (
      <p className="not-right not-right--sent" role="status" data-testid="not-right-sent">
        {t('notRight.sent', { tone: own.trim() || (picked ? toneLabel(t, picked) : '') })}
      </p>
    );
  if (!open)
    return (
      <div className="not-right">
        <Button variant="ghost" size="sm" data-action="not-right" aria-expanded={false} onClick={() => setOpen(true)}>
          {t('notRight.open')}
        </Button>
      </div>
    );
  return (
    <form className="not-right not-right--open" aria-labelledby={`${id}-title`} onSubmit={(e) => void submit(e)}>
      <h3 id={`${id}-title`} className="not-right__title">
        {t('notRight.title')}
      </h3>
      <p className="not-right__lead">{t('notRight.shown', { tone: toneLabel(t, shownTone) })}</p>
      <fieldset className="not-right__tones">
        <legend className="tl-visually-hidden">{t('notRight.tones')}</legend>
        {TONE_NAME_CATALOGUE.filter((name) => name.id !== shownTone).map((name) => (
          <label key={name.id} className={picked === name.id ? 'not-right__tone is-picked' : 'not-right__tone'}>
            <input
              type="radio"
              name={`${id}-tone`}
              value={name.id}
              checked={picked === name.id}
              onChange={() => {
                setPicked(name.id);
                setMissing(false);
              }}
            />
            <ToneMark name={TONES[name.id]} /> {toneLabel(t, name.id)}
          </label>
        ))}
      </fieldset>
      <div className="field">
        <label htmlFor={`${id}-own`}>{t('notRight.own')}</label>
        <input
          id={`${id}-own`}
          className="input"
          value={own}
          maxLength={FEEDBACK_TONE_MAX}
          onChange={(e) => {
            setOwn(e.target.value);
            setMissing(false);
          }}
        />
      </div>
      <fieldset className="not-right__roles">
        <legend>{t('notRight.role')}</legend>
        {(['writer', 'reader', ''] as const).map((value) => (
          <label key={value || 'unsaid'} className="not-right__role">
            <input
              type="radio"
              name={`${id}-role`}
              value={value}
              checked={role === value}
              onChange={() => setRole(value)}
            />{' '}
            {t(`notRight.${value || 'unsaid'}`)}
          </label>
        ))}
      </fieldset>
      <Checkbox
        checked={keepText && textFits}
        disabled={!textFits}
        onCheckedChange={setKeepText}
        label={t('notRight.keepText')}
      />
      <p className="field__hint">{textFits ? t('notRight.keepHint') : t('notRight.tooLong')}</p>
      {missing ? (
        <p className="not-right__error" role="alert">
          {t('notRight.needTone')}
        </p>
      ) : null}
      {send.isError ? (
        <p className="not-right__error" role="alert">
          {t('notRight.failed')}
        </p>
      ) : null}
      <div className="not-right__actions">
        <Button type="submit" size="sm" disabled={send.isPending} data-action="send-feedback">
          {send.isPending ? t('notRight.sending') : t('notRight.send')}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={() => setOpen(false)}>
          {t('common.cancel')}
        </Button>
      </div>
    </form>
  );
}
