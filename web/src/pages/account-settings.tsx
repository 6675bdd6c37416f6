/**
 * The Account Settings dialog (spec surroundings §2): account info, login info
 * and security sections; first name, last name, site URL prefix and language;
 * Cancel and Save Changes. Save stores the settings through PATCH
 * /api/auth/user (so they survive a reload) and confirms with a toast.
 */
import { useId, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { schemas, type Language, type Message, type UpdateUser, type User } from '@tonelens/core';
import { Button, Dialog } from '../ui';
import { useApiRequest } from '../lib/api-context';
import { QUERY_KEYS } from '../lib/api-hooks';
import { notify } from '../lib/toast';
import { LOGOUT_EVERYWHERE_URL, useSignOut } from './session';
import { LANGUAGE_AUTONYMS, UI_LANGUAGES, i18n, setLanguage, useTranslation, type TFunction } from '../i18n';
import { useDates } from '../i18n/dates';
import { FeedbackSettings } from './feedback-settings';
import en from '../i18n/locales/en.json';

/** The four languages of the interface, AI replies and dates, each named in itself ("Deutsch"). */
export const LANGUAGES: readonly { code: Language; name: string }[] = UI_LANGUAGES.map((code) => ({
  code,
  name: LANGUAGE_AUTONYMS[code],
}));

/** One of this dialog's messages in the interface's language (the constants below are the English ones). */
function localised(t: TFunction, message: Message, id: 'saved' | 'saveFailed' | 'signOutFailed'): Message {
  return {
    ...message,
    title: t(`settings.messages.${id}.title`),
    description: t(`settings.messages.${id}.description`),
  };
}

/** Confirmation after a save, in English (the catalogues' `settings.messages`). */
export const SETTINGS_SAVED: Message = { ...en.settings.messages.saved };
/** Shown when the save fails. */
export const SETTINGS_SAVE_FAILED: Message = { ...en.settings.messages.saveFailed, destructive: true };

/** Shown when signing out everywhere fails. */
export const SIGN_OUT_EVERYWHERE_FAILED: Message = { ...en.settings.messages.signOutFailed, destructive: true };

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
  const { t } = useTranslation();
  const dates = useDates();
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
      onOpenChange(false);
      // The confirmation speaks the language just chosen: the switch needs no reload.
      void setLanguage(saved.language).then(() => notify(localised(i18n.t, SETTINGS_SAVED, 'saved')));
    },
    onError: () => notify(localised(t, SETTINGS_SAVE_FAILED, 'saveFailed')),
  });
  const signOut = useSignOut();
  const signOutEverywhere = useMutation<void, Error, void>({
    mutationFn: () => request('POST', LOGOUT_EVERYWHERE_URL),
    // This device is signed out too: back to the landing page, with nothing of this person left in memory.
    onSuccess: () => {
      queryClient.clear();
      window.location.assign('/');
    },
    onError: () => notify(localised(t, SIGN_OUT_EVERYWHERE_FAILED, 'signOutFailed')),
  });
  const set = (key: keyof typeof form) => (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
    setForm((f) => ({ ...f, [key]: e.target.value }));

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('settings.title')}
      description={t('settings.description')}
      size="lg"
      footer={
        <>
          <Button variant="ghost" onClick={() => onOpenChange(false)}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={`${id}-form`} disabled={save.isPending}>
            {save.isPending ? t('settings.saving') : t('settings.save')}
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
          <h3 id={`${id}-account`}>{t('settings.account')}</h3>
          <div className="settings__grid">
            <div className="field">
              <label htmlFor={`${id}-first`}>{t('settings.firstName')}</label>
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
              <label htmlFor={`${id}-last`}>{t('settings.lastName')}</label>
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
              <label htmlFor={`${id}-prefix`}>{t('settings.prefix')}</label>
              <input
                id={`${id}-prefix`}
                name="sitePrefix"
                className="input"
                value={form.sitePrefix}
                onChange={set('sitePrefix')}
                placeholder={t('settings.prefixPlaceholder')}
                aria-describedby={`${id}-prefix-hint`}
              />
              <p id={`${id}-prefix-hint`} className="field__hint">
                {t('settings.prefixHint')}
              </p>
            </div>
            <div className="field">
              <label htmlFor={`${id}-language`}>{t('settings.language')}</label>
              <select
                id={`${id}-language`}
                name="language"
                className="input"
                value={form.language}
                onChange={set('language')}
                aria-describedby={`${id}-language-hint`}
              >
                {LANGUAGES.map((l) => (
                  <option key={l.code} value={l.code} lang={l.code}>
                    {l.name}
                  </option>
                ))}
              </select>
              <p id={`${id}-language-hint`} className="field__hint">
                {t('settings.languageHint')}
              </p>
            </div>
          </div>
        </section>
        <section className="settings__section" aria-labelledby={`${id}-login`}>
          <h3 id={`${id}-login`}>{t('settings.login')}</h3>
          <dl className="settings__facts">
            <div>
              <dt>{t('settings.email')}</dt>
              <dd>{user.email ?? t('settings.noEmail')}</dd>
            </div>
            <div>
              <dt>{t('settings.method')}</dt>
              <dd>{t('settings.methodValue')}</dd>
            </div>
            <div>
              <dt>{t('settings.memberSince')}</dt>
              <dd>{dates.relativeDate(user.createdAt)}</dd>
            </div>
          </dl>
        </section>
        <section className="settings__section" aria-labelledby={`${id}-security`}>
          <h3 id={`${id}-security`}>{t('settings.security')}</h3>
          <p className="muted">{t('settings.securityText')}</p>
          <div className="settings__actions">
            <Button
              type="button"
              variant="outline"
              size="sm"
              disabled={signOut.isPending}
              onClick={() => signOut.mutate()}
            >
              {t('settings.logOutHere')}
            </Button>
            <Button
              type="button"
              variant="outline"
              size="sm"
              disabled={signOutEverywhere.isPending}
              onClick={() => signOutEverywhere.mutate()}
            >
              {signOutEverywhere.isPending ? t('settings.signingOut') : t('settings.signOutEverywhere')}
            </Button>
          </div>
          <p className="field__hint">{t('settings.signOutHint')}</p>
        </section>
      </form>
      <FeedbackSettings />
    </Dialog>
  );
}
