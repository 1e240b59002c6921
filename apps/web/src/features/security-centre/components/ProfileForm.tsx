import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  NICKNAME_LENGTH,
  validateProfile,
  type ProfileErrors,
  type SecurityOverview,
  type UpdateProfileRequest,
} from '@wps/shared-types';
import { errorText, fieldErrorsOf } from '../../../api/error-text';
import { FormMessage, SubmitButton, TextField } from '../../../ui/Form';
import { useLanguage } from '../../i18n';
import { memberKeys } from '../../session';
import { useSiteInfo } from '../../system';
import { securityKeys, updateProfile } from '../api';
import styles from './SecurityCentre.module.css';

/** Nickname any time; the real name and the birthday once, after which they are shown only. */
export function ProfileForm({ overview }: { overview: SecurityOverview }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const queryClient = useQueryClient();
  const registerRules = useSiteInfo()?.registerRules ?? [];
  const [nickname, setNickname] = useState(overview.nickname);
  const [realName, setRealName] = useState(overview.realName ?? '');
  const [birthday, setBirthday] = useState(overview.birthday ?? '');
  const [errors, setErrors] = useState<ProfileErrors>({});

  const save = useMutation({
    mutationFn: updateProfile,
    onSuccess: (saved) => {
      queryClient.setQueryData(securityKeys.overview, saved);
      // The header shows the nickname.
      void queryClient.invalidateQueries({ queryKey: memberKeys.info });
    },
    onError: (error) => setErrors(fieldErrorsOf(error)),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Set-once fields travel only while unset; the server refuses to change them.
    const request: UpdateProfileRequest = {
      nickname: nickname.trim(),
      ...(overview.realName === null && realName.trim() ? { realName: realName.trim() } : {}),
      ...(overview.birthday === null && birthday ? { birthday } : {}),
    };
    const found = validateProfile(
      request,
      { registerRules, minimumAge: overview.minimumAge, today: new Date() },
      language,
    );
    setErrors(found);
    if (Object.keys(found).length === 0) save.mutate(request);
  };

  const setOnceHint = t('securityCentre.profile.setOnceHint');
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <p className={styles.status}>
        {t('securityCentre.profile.account')}: <strong>{overview.account}</strong>
      </p>
      <TextField
        label={t('securityCentre.profile.nickname')}
        name="nickname"
        value={nickname}
        onValueChange={setNickname}
        error={errors.nickname}
        maxLength={NICKNAME_LENGTH.max}
        required
      />
      <TextField
        label={t('securityCentre.profile.realName')}
        name="realName"
        value={realName}
        onValueChange={setRealName}
        error={errors.realName}
        readOnly={overview.realName !== null}
        hint={overview.realName === null ? t('securityCentre.profile.realNameHint') : setOnceHint}
        maxLength={64}
      />
      <TextField
        label={t('securityCentre.profile.birthday')}
        name="birthday"
        type="date"
        value={birthday}
        onValueChange={setBirthday}
        error={errors.birthday}
        readOnly={overview.birthday !== null}
        hint={
          overview.birthday === null
            ? t('securityCentre.profile.birthdayHint', { age: overview.minimumAge })
            : setOnceHint
        }
      />
      {save.isError && Object.keys(fieldErrorsOf(save.error)).length === 0 && (
        <FormMessage>{errorText(t, save.error)}</FormMessage>
      )}
      {save.isSuccess && (
        <FormMessage tone="success">{t('securityCentre.profile.saved')}</FormMessage>
      )}
      <SubmitButton pending={save.isPending}>{t('securityCentre.profile.save')}</SubmitButton>
    </form>
  );
}
