/** The install button's states (spec surroundings §4 Install prompt, §8, §9). */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { INSTALL_HINT_GENERIC_MS, INSTALL_HINT_IOS_MS, MESSAGES } from '@tonelens/core';
import { AppToaster } from '../lib/toast';
import { InstallButton } from './install-button';
import { GENERIC_INSTALL_HINT, IOS_INSTALL_HINT, useInstallPrompt, type InstallEnvironment } from './install';

const BROWSER: InstallEnvironment = { standalone: false, serviceWorkerSupported: true, iosSafari: false };

/** A beforeinstallprompt event whose prompt resolves to `outcome` (or fails). */
function promptEvent(outcome: 'accepted' | 'dismissed' | 'error') {
  const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & {
    prompt: () => Promise<void>;
    userChoice: Promise<{ outcome: string }>;
  };
  event.prompt = vi.fn(() => (outcome === 'error' ? Promise.reject(new Error('blocked')) : Promise.resolve()));
  event.userChoice = Promise.resolve({ outcome: outcome === 'error' ? 'dismissed' : outcome });
  return event;
}

function Harness({ env }: { env: InstallEnvironment }) {
  const prompt = useInstallPrompt(env);
  return (
    <>
      <InstallButton prompt={prompt} />
      <button type="button" onClick={() => void prompt.install()}>
        Run install
      </button>
      <AppToaster />
    </>
  );
}

afterEach(() => vi.useRealTimers());

describe('InstallButton', () => {
  it('shows only once an install prompt is offered, and hides on the installed event', () => {
    render(<Harness env={BROWSER} />);
    expect(screen.queryByRole('button', { name: 'Install app' })).toBeNull();
    const event = promptEvent('accepted');
    act(() => void window.dispatchEvent(event));
    expect(event.defaultPrevented).toBe(true);
    expect(screen.getByRole('button', { name: 'Install app' })).toBeTruthy();
    act(() => void window.dispatchEvent(new Event('appinstalled')));
    expect(screen.queryByRole('button', { name: 'Install app' })).toBeNull();
  });

  it('stays hidden in standalone mode even with a prompt', () => {
    render(<Harness env={{ ...BROWSER, standalone: true }} />);
    act(() => void window.dispatchEvent(promptEvent('accepted')));
    expect(screen.queryByRole('button', { name: 'Install app' })).toBeNull();
  });

  it("answers accepted with 'App Installing' and hides", async () => {
    render(<Harness env={BROWSER} />);
    const event = promptEvent('accepted');
    act(() => void window.dispatchEvent(event));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Install app' })));
    expect(event.prompt).toHaveBeenCalledOnce();
    expect(await screen.findByText(MESSAGES.appInstalling.title)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Install app' })).toBeNull();
  });

  it('answers dismissed with the cancelled message', async () => {
    render(<Harness env={BROWSER} />);
    act(() => void window.dispatchEvent(promptEvent('dismissed')));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Install app' })));
    expect(await screen.findByText(MESSAGES.installCancelled.title)).toBeTruthy();
  });

  it("answers a failing prompt with 'Installation Error'", async () => {
    render(<Harness env={BROWSER} />);
    act(() => void window.dispatchEvent(promptEvent('error')));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Install app' })));
    expect(await screen.findByText(MESSAGES.installationError.description!)).toBeTruthy();
  });

  it("answers 'Not Supported' where service workers are missing", async () => {
    render(<Harness env={{ ...BROWSER, serviceWorkerSupported: false }} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Run install' })));
    expect(await screen.findByText(MESSAGES.notSupported.description!)).toBeTruthy();
  });

  it('shows the iOS Safari hint for 8000 ms and the generic hint for 6000 ms', async () => {
    vi.useFakeTimers();
    const { unmount } = render(<Harness env={{ ...BROWSER, iosSafari: true }} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Run install' })));
    expect(screen.getByText(IOS_INSTALL_HINT.description!)).toBeTruthy();
    await act(async () => vi.advanceTimersByTime(INSTALL_HINT_IOS_MS - 200));
    expect(screen.getByText(IOS_INSTALL_HINT.description!)).toBeTruthy();
    // Dismissed at 8 s, then removed after its exit animation.
    await act(async () => vi.advanceTimersByTime(400));
    await act(async () => vi.advanceTimersByTime(1500));
    expect(screen.queryByText(IOS_INSTALL_HINT.description!)).toBeNull();
    unmount();

    render(<Harness env={BROWSER} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Run install' })));
    expect(screen.getByText(GENERIC_INSTALL_HINT.description!)).toBeTruthy();
    await act(async () => vi.advanceTimersByTime(INSTALL_HINT_GENERIC_MS - 200));
    expect(screen.getByText(GENERIC_INSTALL_HINT.description!)).toBeTruthy();
    await act(async () => vi.advanceTimersByTime(400));
    await act(async () => vi.advanceTimersByTime(1500));
    expect(screen.queryByText(GENERIC_INSTALL_HINT.description!)).toBeNull();
  });
});
