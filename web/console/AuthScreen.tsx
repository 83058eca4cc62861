import { useId, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/Button';
import { FormProblem } from './dialog';
import { LanguageSwitch } from './LanguageSwitch';
import s from './console.module.css';

/**
 * The screen around signing in and setting a password (sign-in, reset, the invitation link): the console's
 * promise on the left, the language switch and one card on the right, so whoever arrives without a session
 * sees the same product whichever door they came in by.
 */
export function AuthScreen({ asideTitle, points, foot, children }: { asideTitle: string; points: string[]; foot?: ReactNode; children: ReactNode }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <div className={s.auth}>
      <aside className={s.authAside} aria-labelledby={titleId}>
        <div>
          <p className={s.product}>{t('app.name')}</p>
          <h2 id={titleId}>{asideTitle}</h2>
          <ul className={s.authPoints}>
            {points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </div>
        {foot}
      </aside>
      <main className={s.authMain}>
        <div className={s.authTop}>
          <LanguageSwitch />
        </div>
        <div className={s.authCard}>{children}</div>
      </main>
    </div>
  );
}

/**
 * One step on that card: its heading, what to do (and any news), why the last try failed, the fields, the
 * button that sends them and, where there is one, the way back to the step before.
 */
export function AuthForm({
  title,
  intro,
  problem,
  onSubmit,
  submitLabel,
  busy,
  back,
  children,
}: {
  title: string;
  intro: ReactNode;
  problem: string | null;
  onSubmit: (e: FormEvent) => Promise<void>;
  submitLabel: string;
  busy: boolean;
  back?: { label: string; onClick: () => void };
  children: ReactNode;
}) {
  return (
    <form className={s.form} onSubmit={(e) => void onSubmit(e)} noValidate>
      <h1>{title}</h1>
      {intro}
      <FormProblem className={s.formMessage}>{problem}</FormProblem>
      {children}
      <Button type="submit" size="lg" block loading={busy}>
        {submitLabel}
      </Button>
      {back && (
        <button type="button" className={s.linkButton} onClick={back.onClick}>
          {back.label}
        </button>
      )}
    </form>
  );
}
