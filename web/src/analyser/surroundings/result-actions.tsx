/**
 * The actions under a result (spec surroundings §2): Save to Signature (its
 * 'Saved to Signature!' state lasts 3 s), the audio-tone button, and the link
 * to the tone bridge page.
 */
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import {
  MESSAGES,
  PREVIEW_TONE,
  SIGNATURE_SAVED_FLAG_MS,
  analyseSpectral,
  formatTone,
  entrySpectralValue,
  toneToFrequency,
  type Mode,
  type SpectralResult,
} from '@tonelens/core';
import { useTranslation } from '../../i18n';
import { tonePreviewText } from '../../i18n/core-text';
import type { ToneLensReading } from '../types';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '../../ui';
import { notify } from '../../lib/toast';
import { QUERY_KEYS, useSaveAnalysis } from '../../lib/api-hooks';
import { ExternalIcon, SpeakerIcon, StarIcon } from '../../pages/icons';
import { playSine } from '../../pages/tone';
import { saveRequestOf } from '../run-analysis';

/** Props of {@link ResultActions}. */
export interface ResultActionsProps {
  inputText: string;
  spectral?: SpectralResult;
  /** Id of the saved analysis; without it Save to Signature saves one first. */
  analysisId?: number;
  /** Where the tone bridge lives (the web app's /tune-link); hidden without it. */
  toneBridgeUrl?: string;
  /** The result's mode and four-axis reading, saved with it when the analysis itself was not saved. */
  mode?: Mode;
  toneLens?: ToneLensReading;
  /** False where nobody is signed in (or Local only is on): the signature lives on the server, so saving says why it cannot. */
  signedIn?: boolean;
}

/** The tone bridge address for a tone: tone at 3 decimals, frequency in Hz, text. */
export function toneBridgeHref(base: string, tone: number, text: string): string {
  const params = new URLSearchParams({ tone: formatTone(tone), frequency: String(toneToFrequency(tone)) });
  if (text) params.set('text', [...text].slice(0, 500).join(''));
  return `${base}?${params.toString()}`;
}

/** Save to Signature, listen to the tone, open the tone bridge. */
export function ResultActions({
  inputText,
  spectral,
  analysisId,
  toneBridgeUrl,
  signedIn = true,
  mode = 'spectral',
  toneLens,
}: ResultActionsProps) {
  const { t } = useTranslation();
  const [saved, setSaved] = useState(false);
  const [playing, setPlaying] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const queryClient = useQueryClient();
  const saveAnalysis = useSaveAnalysis();
  useEffect(() => () => clearTimeout(timer.current), []);

  // The spectral view is local maths, so every result can be heard and saved, whatever its mode.
  const shares = useMemo(() => spectral ?? analyseSpectral(inputText), [spectral, inputText]);
  const tone = useMemo(() => entrySpectralValue(shares), [shares]);
  const canSave = signedIn && inputText.trim().length > 0;
  const reasonId = useId();

  const flagSaved = () => {
    setSaved(true);
    notify(MESSAGES.savedToSignature);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setSaved(false), SIGNATURE_SAVED_FLAG_MS);
  };

  const handleSave = async () => {
    if (!canSave) return;
    if (analysisId !== undefined) {
      // Already saved with the analysis: the signature reads it from the list.
      await queryClient.invalidateQueries({ queryKey: QUERY_KEYS.analyses });
      flagSaved();
      return;
    }
    saveAnalysis.mutate(
      // Saved as the analysis itself would be: the shares and the axes the result showed.
      saveRequestOf(inputText, mode, shares, toneLens),
      // A reading that could not be saved stays on screen: say so, as the analysis itself does.
      { onSuccess: flagSaved, onError: () => notify(MESSAGES.analysisNotSaved) },
    );
  };

  const handleListen = async () => {
    const frequency = toneToFrequency(tone);
    setPlaying(true);
    notify(tonePreviewText(t, frequency, formatTone(tone)));
    const ok = await playSine({
      frequencyHz: frequency,
      durationS: PREVIEW_TONE.durationS,
      gain: PREVIEW_TONE.gain,
      fadeInS: PREVIEW_TONE.fadeInS,
    }).catch(() => false);
    if (!ok) notify(MESSAGES.previewUnavailable);
    setPlaying(false);
  };

  return (
    <div className="result-actions" role="group" aria-label={t('resultActions.label')}>
      <Button
        onClick={() => void handleSave()}
        disabled={!canSave || saved || saveAnalysis.isPending}
        className={saved ? 'result-actions__saved' : undefined}
        aria-describedby={signedIn ? undefined : reasonId}
      >
        <StarIcon />
        {saved
          ? t('messages.savedToSignature.title')
          : saveAnalysis.isPending
            ? t('resultActions.saving')
            : t('resultActions.save')}
      </Button>
      <Button variant="outline" onClick={() => void handleListen()} disabled={playing}>
        <SpeakerIcon />
        {playing ? t('resultActions.playing') : t('resultActions.listen', { frequency: toneToFrequency(tone) })}
      </Button>
      {toneBridgeUrl ? (
        <a className="tl-button tl-button--ghost tl-button--md" href={toneBridgeHref(toneBridgeUrl, tone, inputText)}>
          <ExternalIcon />
          {t('resultActions.bridge')}
        </a>
      ) : null}
      {signedIn ? null : (
        <p id={reasonId} className="result-actions__reason muted" data-testid="save-reason">
          {t('resultActions.signInReason')}
        </p>
      )}
    </div>
  );
}
