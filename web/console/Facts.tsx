import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import s from './console.module.css';

/** Label and value pairs, as the consoles list an account's or an application's details. */
export function Facts({ rows }: { rows: (readonly [label: string, value: ReactNode] | false)[] }) {
  return (
    <dl className={s.facts}>
      {rows.map(
        (row) =>
          row && (
            <Fragment key={row[0]}>
              <dt>{row[0]}</dt>
              <dd>{row[1]}</dd>
            </Fragment>
          ),
      )}
    </dl>
  );
}

/** A new authenticator entry as text: the setup key to type in, and the otpauth link to open on the phone. */
export function SetupKey({ secret, otpauthUrl }: { secret: string; otpauthUrl: string }) {
  const { t } = useTranslation();
  return (
    <Facts
      rows={[
        [
          t('tfa.secret'),
          <code key="secret" className={s.secret} data-testid="totp-secret">
            {secret}
          </code>,
        ],
        [t('tfa.uri'), <code key="uri" className={s.secret}>{otpauthUrl}</code>],
      ]}
    />
  );
}
