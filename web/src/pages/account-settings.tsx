/**
 * The Account Settings dialog (spec surroundings §2): account info, login info
 * and security sections; first name, last name, site URL prefix and language;
 * Cancel and Save Changes. Save stores the settings through PATCH
 * /api/auth/user (so they survive a reload) and confirms with a toast.
 */
import { useId, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dateLabel, schemas, type Language, type Message, type UpdateUser, type User } from '@tonelens/core';
import { Button, Dialog } from '../ui';
import { useApiRequest } from '../lib/api-context';
import { QUERY_KEYS } from '../lib/api-hooks';
import { notify } from '../lib/toast';
import { LOGOUT_EVERYWHERE_URL, useSignOut } from './session';

/** The four languages of AI replies and dates. */
export const LANGUAGES: readonly { code: Language; name: string }[] = [
  { code: 'en', name: 'English' },
  { code: 'es', name: 'Spanish' },
  { code: 'fr', name: 'French' },
  { code: 'de', name: 'German' },
];

/** Confirmation after a save. */
export const SETTINGS_SAVED: Message = {
  title: 'Settings Saved',
  description: 'Your account settings have been updated.',
};
/** Shown when the save fails. */
export const SETTINGS_SAVE_FAILED: Message = {
  title: 'Save Failed',
  description: 'Your account settings could not be saved. Please try again.',
  destructive: true,
};

/** Shown when signing out everywhere fails. */
export const SIGN_OUT_EVERYWHERE_FAILED: Message = {
  title: 'Not Signed Out',
  description: 'Your other devices could not be signed out. Please try again.',
  destructive: true,
};

/** The PATCH body from the form: blank names and prefix become null. */
export function settingsUpdate(form: {
  firstName: string;
  lastName: string;
  sitePrefix: string;
  language: Language;
}): UpdateUser {
  const orNull = (s: string) => (s.trim() ? s.trim() : null);
  return {
    firstName: orNull(form.firstName),
    lastName: orNull(form.lastName),
    sitePrefix: orNull(form.sitePrefix),
    language: form.language,
  };
}

/** Props of {@link AccountSettingsDialog}. */
export interface AccountSettingsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  user: User;
}

/** The settings dialog for the signed-in person. */
export function AccountSettingsDialog({ open, onOpenChange, user }: AccountSettingsDialogProps) {
  const request = useApiRequest();
  const queryClient = useQueryClient();
  const id = useId();
  const [form, setForm] = useState({
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    sitePrefix: user.sitePrefix ?? '',
    language: user.language,
  });
  const save = useMutation<User, Error, UpdateUser>({
    mutationFn: (body) => request('PATCH', '/api/auth/user', body, { schema: schemas.user }),
    onSuccess: (saved) => {
      queryClient.setQueryData(QUERY_KEYS.user, saved);
      notify(SETTINGS_SAVED);
      onOpenChange(false);
    },
    onError: () => notify(SETTINGS_SAVE_FAILED),
  });
  const signOut = useSignOut();
  const signOutEverywhere = useMutation<void, Error, void>({
    mutationFn: () => request('POST', LOGOUT_EVERYWHERE_URL),
    // This device is signed out too: back to the landing page, with nothing of this person left in memory.
    onSuccess: () => {
      queryClient.clear();
      window.location.assign('/');
    },
    onError: () => notify(SIGN_OUT_EVERYWHERE_FAILED),
  });
  const set = (key: keyof typeof form) => (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
    setForm((f) => ({ ...f, [key]: e.target.value }));

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Account Settings"
      description="Manage your profile and preferences."
      size="lg"
      footer={
        <>
          <Button variant="ghost" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" form={`${id}-form`} disabled={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save Changes'}
          </Button>
        </>
      }
    >
      <form
        id={`${id}-form`}
        className="settings"
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate(settingsUpdate(form));
        }}
      >
        <section className="settings__section" aria-labelledby={`${id}-account`}>
          <h3 id={`${id}-account`}>Account information</h3>
          <div className="settings__grid">
            <div className="field">
              <label htmlFor={`${id}-first`}>First name</label>
              <input
                id={`${id}-first`}
                name="firstName"
                className="input"
                value={form.firstName}
                onChange={set('firstName')}
                autoComplete="given-name"
              />
            </div>
            <div className="field">
              <label htmlFor={`${id}-last`}>Last name</label>
              <input
                id={`${id}-last`}
                name="lastName"
                className="input"
                value={form.lastName}
                onChange={set('lastName')}
                autoComplete="family-name"
              />
            </div>
            <div className="field">
              <label htmlFor={`${id}-prefix`}>Site URL prefix</label>
              <input
                id={`${id}-prefix`}
                name="sitePrefix"
                className="input"
                value={form.sitePrefix}
                onChange={set('sitePrefix')}
                placeholder="e.g. my-studio"
                aria-describedby={`${id}-prefix-hint`}
              />
              <p id={`${id}-prefix-hint`} className="field__hint">
                Used to name links you share from ToneLens.
              </p>
            </div>
            <div className="field">
              <label htmlFor={`${id}-language`}>Language</label>
              <select
                id={`${id}-language`}
                name="language"
                className="input"
                value={form.language}
                onChange={set('language')}
                aria-describedby={`${id}-language-hint`}
              >
                {LANGUAGES.map((l) => (
                  <option key={l.code} value={l.code}>
                    {l.name}
                  </option>
                ))}
              </select>
              <p id={`${id}-language-hint`} className="field__hint">
                Used for AI replies and for dates.
              </p>
            </div>
          </div>
        </section>
        <section className="settings__section" aria-labelledby={`${id}-login`}>
          <h3 id={`${id}-login`}>Login information</h3>
          <dl className="settings__facts">
            <div>
              <dt>Email</dt>
              <dd>{user.email ?? 'Not provided by your identity provider'}</dd>
            </div>
            <div>
              <dt>Sign-in method</dt>
              <dd>Your identity provider (single sign-on)</dd>
            </div>
            <div>
              <dt>Member since</dt>
              <dd>{dateLabel(user.createdAt, new Date(), user.language)}</dd>
            </div>
          </dl>
        </section>
        <section className="settings__section" aria-labelledby={`${id}-security`}>
          <h3 id={`${id}-security`}>Security</h3>
          <p className="muted">
            Your password lives with your identity provider; ToneLens never sees it. Your session is kept in a secure,
            http-only cookie, and everything you save is accessible only to you.
          </p>
          <div className="settings__actions">
            <Button
              type="button"
              variant="outline"
              size="sm"
              disabled={signOut.isPending}
              onClick={() => signOut.mutate()}
            >
              Log out of this device
            </Button>
            <Button
              type="button"
              variant="outline"
              size="sm"
              disabled={signOutEverywhere.isPending}
              onClick={() => signOutEverywhere.mutate()}
            >
              {signOutEverywhere.isPending ? 'Signing out…' : 'Sign out everywhere'}
            </Button>
          </div>
          <p className="field__hint">Sign out everywhere ends your sessions on every device and browser.</p>
        </section>
      </form>
    </Dialog>
  );
}
