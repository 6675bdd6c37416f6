/** The analysis screen's text box: the text (in a store, so typing re-renders only what reads it), the loaded file, upload and Clear. */
import { useCallback, useRef, useState, type ChangeEvent } from 'react';
import { MESSAGES, validateUpload } from '@tonelens/core';
import { notify } from '../lib/toast';
import { createTextStore } from './text-store';

/** The text box's state and its two tools. */
export function useTextInput(initialText: string) {
  const [store] = useState(() => createTextStore(initialText));
  const [fileName, setFileName] = useState<string | null>(null);
  const textareaRef = useRef<HTMLTextAreaElement>(null);

  /** Puts `text` in the box (empty to clear it) and forgets any loaded file. */
  const replace = useCallback(
    (text: string) => {
      store.set(text);
      setFileName(null);
    },
    [store],
  );

  const handleFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    const check = validateUpload(file);
    if (!check.ok) {
      notify(check.message);
      return;
    }
    try {
      const content = await file.text();
      store.set(content);
      setFileName(file.name);
      notify(MESSAGES.fileUploaded);
    } catch (error) {
      console.error('Reading the file failed:', error);
      notify(MESSAGES.uploadFailed);
    }
  };

  const handleClear = () => {
    replace('');
    textareaRef.current?.focus();
  };

  return {
    store,
    fileName,
    textareaRef,
    replace,
    handleFile: (event: ChangeEvent<HTMLInputElement>) => void handleFile(event),
    handleClear,
  };
}
