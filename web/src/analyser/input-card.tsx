/**
 * The input card (spec analysis §2): the four modes, the text area, Upload
 * File and Clear, the loaded-file notice, Analyse and Generate, and, once a
 * result exists, the buttons to the emotion gradient and the framed chat.
 */
import { memo, useRef, type ChangeEvent, type RefObject } from 'react';
import { UPLOAD_ACCEPT, type Mode } from '@tonelens/core';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle } from '../ui';
import { useTranslation } from '../i18n';
import { GradientTextarea, type GradientTextareaProps } from './gradient-textarea';
import { EraserIcon, FileIcon, SlidersIcon, SparklesIcon, UploadIcon, WavesIcon } from './icons';
import { ModeSelector } from './mode-selector';
import { useText, useTextSelector, type TextStore } from './text-store';

// Typing re-renders the card on every key: the mode buttons do not read the text.
const Modes = memo(ModeSelector);

/** Props of {@link InputCard}. */
export interface InputCardProps {
  store: TextStore;
  textareaRef: RefObject<HTMLTextAreaElement | null>;
  mode: Mode;
  onModeChange: (mode: Mode) => void;
  fileName: string | null;
  onFile: (event: ChangeEvent<HTMLInputElement>) => void;
  onClear: () => void;
  analysing: boolean;
  onAnalyse: () => void;
  generating: boolean;
  onGenerate: () => void;
  /** Shown after a ToneLens, spectral or full result: opens the emotion gradient. */
  gradient: { shown: boolean; open: boolean; onOpen: () => void };
  /** Shown once an alternative text exists: opens the framed chat. */
  onOpenFramed: (() => void) | null;
}

/** The input card. */
export function InputCard(props: InputCardProps) {
  const { t } = useTranslation();
  const { store, fileName, gradient, onOpenFramed } = props;
  const fileInput = useRef<HTMLInputElement>(null);
  return (
    <Card className="tl-input-card">
      <CardHeader>
        <CardTitle>
          <SparklesIcon /> {t('analyser.title')}
        </CardTitle>
        <CardDescription>{t('analyser.description')}</CardDescription>
      </CardHeader>
      <CardContent className="tl-input-card__body">
        <Modes value={props.mode} onChange={props.onModeChange} />
        <label htmlFor="tl-analysis-input" className="tl-visually-hidden">
          {t('analyser.inputLabel')}
        </label>
        <StoreTextarea store={store} id="tl-analysis-input" ref={props.textareaRef} data-testid="analysis-input" />
        <div className="tl-input-card__tools">
          <input
            ref={fileInput}
            type="file"
            accept={UPLOAD_ACCEPT}
            className="tl-visually-hidden"
            tabIndex={-1}
            aria-hidden="true"
            data-testid="file-input"
            onChange={props.onFile}
          />
          <Button variant="outline" size="sm" onClick={() => fileInput.current?.click()}>
            <UploadIcon /> {t('analyser.upload')}
          </Button>
          <ClearButton store={store} hasFile={fileName !== null} onClear={props.onClear} />
          <CharacterCount store={store} />
        </div>
        {fileName ? (
          <p className="tl-file-notice" role="status" data-testid="file-notice">
            <FileIcon /> {t('analyser.fileLoaded')} <strong>{fileName}</strong>
          </p>
        ) : null}
        <div className="tl-input-card__actions">
          <Button size="lg" onClick={props.onAnalyse} disabled={props.analysing} data-action="analyse">
            <WavesIcon /> {props.analysing ? t('analyser.analysing') : t('analyser.analyse')}
          </Button>
          <GenerateButton store={store} pending={props.generating} onGenerate={props.onGenerate} />
        </div>
        {gradient.shown || onOpenFramed ? (
          <div className="tl-input-card__more">
            {gradient.shown ? (
              <Button variant="outline" onClick={gradient.onOpen} aria-expanded={gradient.open}>
                <SlidersIcon /> {t('analyser.openGradient')}
              </Button>
            ) : null}
            {onOpenFramed ? (
              <Button variant="outline" onClick={onOpenFramed}>
                <SparklesIcon /> {t('analyser.openFramed')}
              </Button>
            ) : null}
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}

/** The text area bound to the text store. */
function StoreTextarea({
  store,
  ...rest
}: Omit<GradientTextareaProps, 'value' | 'onValueChange'> & { store: TextStore }) {
  return <GradientTextarea value={useText(store)} onValueChange={store.set} {...rest} />;
}

/** Clear: disabled when there is neither text nor a loaded file. */
function ClearButton({ store, hasFile, onClear }: { store: TextStore; hasFile: boolean; onClear: () => void }) {
  const { t } = useTranslation();
  const empty = useTextSelector(store, (text) => text.length === 0);
  return (
    <Button variant="ghost" size="sm" onClick={onClear} disabled={empty && !hasFile}>
      <EraserIcon /> {t('analyser.clear')}
    </Button>
  );
}

function countCharacters(text: string): number {
  let n = 0;
  for (const _ of text) n++;
  return n;
}

/** The character count beside the tools. */
function CharacterCount({ store }: { store: TextStore }) {
  const { t } = useTranslation();
  const count = useTextSelector(store, countCharacters);
  return (
    <span className="tl-input-card__count" aria-hidden="true">
      {t('common.characters', { count })}
    </span>
  );
}

/** 'Generate Alternative Text': disabled while pending or when the text is blank. */
function GenerateButton({
  store,
  pending,
  onGenerate,
}: {
  store: TextStore;
  pending: boolean;
  onGenerate: () => void;
}) {
  const { t } = useTranslation();
  const blank = useTextSelector(store, (text) => text.trim().length === 0);
  return (
    <Button size="lg" variant="secondary" onClick={onGenerate} disabled={pending || blank}>
      <SparklesIcon /> {pending ? t('analyser.generating') : t('analyser.generate')}
    </Button>
  );
}
