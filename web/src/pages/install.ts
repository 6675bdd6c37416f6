/**
 * Install to home screen (spec surroundings §4 "Install prompt", §8, §9): the
 * browser's deferred install prompt, standalone detection, the installed
 * event, and the hints shown where no prompt exists (iOS Safari 8000 ms,
 * elsewhere 6000 ms).
 */
import { i18n } from '../i18n';
import en from '../i18n/locales/en.json';
import { useCallback, useEffect, useState } from 'react';
import { INSTALL_HINT_GENERIC_MS, INSTALL_HINT_IOS_MS, MESSAGES, type Message } from '@tonelens/core';
import { notify } from '../lib/toast';

/** The `beforeinstallprompt` event (not in TypeScript's DOM library). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform?: string }>;
}

/** Hint for iOS Safari, which has no install prompt: shown for 8000 ms. */
export const IOS_INSTALL_HINT: Message = { title: en.install.title, description: en.install.ios };
/** Hint for other browsers without a prompt: shown for 6000 ms. */
export const GENERIC_INSTALL_HINT: Message = { title: en.install.title, description: en.install.generic };

/** What the page can tell about installing. */
export interface InstallEnvironment {
  /** True when running as an installed app. */
  standalone: boolean;
  serviceWorkerSupported: boolean;
  /** iPhone, iPad or iPod Safari (no install prompt; Share → Add to Home Screen). */
  iosSafari: boolean;
}

/** Reads the install environment from the browser. */
export function readInstallEnvironment(win: Window = window): InstallEnvironment {
  const nav = win.navigator as Navigator & { standalone?: boolean };
  const ua = nav.userAgent;
  const ios = /iPad|iPhone|iPod/.test(ua) || (ua.includes('Macintosh') && nav.maxTouchPoints > 1);
  return {
    standalone:
      (typeof win.matchMedia === 'function' && win.matchMedia('(display-mode: standalone)').matches) ||
      nav.standalone === true,
    serviceWorkerSupported: 'serviceWorker' in nav,
    iosSafari: ios && /Safari/.test(ua) && !/CriOS|FxiOS|EdgiOS/.test(ua),
  };
}

/** The install state: whether the button shows, and the action behind it. */
export interface InstallPrompt {
  /** True when a prompt is available and the app is not standalone. */
  canInstall: boolean;
  /** Runs the install flow (or shows the hint / Not Supported). */
  install: () => Promise<void>;
}

/**
 * Tracks the deferred install prompt. `install()` shows 'Not Supported' without
 * service workers; otherwise prompts and answers 'App Installing' or the
 * cancelled message ('Installation Error' if the prompt fails); without a
 * prompt it shows the iOS or generic hint.
 */
export function useInstallPrompt(env: InstallEnvironment = readInstallEnvironment()): InstallPrompt {
  const [deferred, setDeferred] = useState<BeforeInstallPromptEvent | null>(null);
  const [installed, setInstalled] = useState(env.standalone);

  useEffect(() => {
    const handlePrompt = (event: Event) => {
      // Keep the browser's own mini-bar away; the header button offers it instead.
      event.preventDefault();
      setDeferred(event as BeforeInstallPromptEvent);
    };
    const handleInstalled = () => {
      setDeferred(null);
      setInstalled(true);
    };
    window.addEventListener('beforeinstallprompt', handlePrompt);
    window.addEventListener('appinstalled', handleInstalled);
    return () => {
      window.removeEventListener('beforeinstallprompt', handlePrompt);
      window.removeEventListener('appinstalled', handleInstalled);
    };
  }, []);

  const install = useCallback(async () => {
    if (!env.serviceWorkerSupported) {
      notify(MESSAGES.notSupported);
      return;
    }
    if (!deferred) {
      const hint = env.iosSafari ? 'ios' : 'generic';
      notify(
        {
          ...(env.iosSafari ? IOS_INSTALL_HINT : GENERIC_INSTALL_HINT),
          title: i18n.t('install.title'),
          description: i18n.t(`install.${hint}`),
        },
        { durationMs: env.iosSafari ? INSTALL_HINT_IOS_MS : INSTALL_HINT_GENERIC_MS },
      );
      return;
    }
    try {
      await deferred.prompt();
      const choice = await deferred.userChoice;
      notify(choice.outcome === 'accepted' ? MESSAGES.appInstalling : MESSAGES.installCancelled);
      // A prompt can be used once.
      setDeferred(null);
    } catch {
      notify(MESSAGES.installationError);
    }
  }, [deferred, env.serviceWorkerSupported, env.iosSafari]);

  return { canInstall: Boolean(deferred) && !installed && !env.standalone, install };
}
