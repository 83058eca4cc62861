import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoginMethodInfo } from '../../api/auth';
import { bcp47, useLocale } from '../../i18n';
import { CODE_RESEND_SECONDS } from '../../../../shared/constants';
import { DEFAULT_COUNTRY } from './countries';
import { GuestPanel } from './GuestPanel';
import { EmailPasswordPanel, PhoneCodePanel, PhonePasswordPanel } from './LoginPanels';
import type { CodeKind, PanelContext, SharedFields } from './panelContext';
import type { AuthPanel } from './panels';
import { ForgotPanel, ResetPanel } from './RecoveryPanels';
import { RegisterPanel } from './RegisterPanel';

const NO_TIMERS: Record<CodeKind, number> = { loginPhone: 0, registerEmail: 0, registerPhone: 0, forgotEmail: 0, forgotPhone: 0, guestEmail: 0 };

/** The heading of each panel (the dialog and the pages show it). */
export function usePanelTitle(panel: AuthPanel): string {
  const { t } = useTranslation('auth');
  return t(`title.${panel}`);
}

interface Props {
  panel: AuthPanel;
  onPanel: (panel: AuthPanel) => void;
  onDone: (kind: 'login' | 'register') => Promise<void>;
}

/**
 * The nine panels, shared by the dialog and the /login, /forget and /register/user pages. Typed
 * email, phone and country carry across panels, and each code's countdown keeps running.
 */
export function AuthPanels({ panel, onPanel, onDone }: Props) {
  const lang = useLocale();
  const methods = useLoginMethodInfo().data;
  const [shared, setSharedState] = useState<SharedFields>({ country: DEFAULT_COUNTRY, phone: '', email: '' });
  const [timers, setTimers] = useState(NO_TIMERS);
  const setShared = useCallback((patch: Partial<SharedFields>) => setSharedState((s) => ({ ...s, ...patch })), []);
  const startTimer = useCallback(
    (kind: CodeKind) => setTimers((x) => ({ ...x, [kind]: Date.now() + CODE_RESEND_SECONDS * 1000 })),
    [],
  );
  const ctx: PanelContext = useMemo(
    () => ({ shared, setShared, timers, startTimer, go: onPanel, done: onDone, methods, locale: bcp47(lang) }),
    [shared, setShared, timers, startTimer, onPanel, onDone, methods, lang],
  );

  // Keyed so a panel's private fields (password, code) start empty each time it is shown.
  switch (panel) {
    case 'phone':
      return <PhonePasswordPanel key={panel} ctx={ctx} />;
    case 'email':
      return <EmailPasswordPanel key={panel} ctx={ctx} />;
    case 'phoneCode':
      return <PhoneCodePanel key={panel} ctx={ctx} />;
    case 'forgotEmail':
      return <ForgotPanel key={panel} ctx={ctx} by="email" />;
    case 'resetEmail':
      return <ResetPanel key={panel} ctx={ctx} by="email" />;
    case 'register':
      return <RegisterPanel key={panel} ctx={ctx} />;
    case 'guest':
      return <GuestPanel key={panel} ctx={ctx} />;
    case 'forgotPhone':
      return <ForgotPanel key={panel} ctx={ctx} by="phone" />;
    case 'resetPhone':
      return <ResetPanel key={panel} ctx={ctx} by="phone" />;
  }
}
