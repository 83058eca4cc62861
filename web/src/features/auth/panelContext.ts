import type { CountryCode } from 'libphonenumber-js';
import type { LoginMethodInfo } from '../../api/auth';
import type { AuthPanel } from './panels';

/** Which code a countdown belongs to; each runs on its own clock. */
export type CodeKind = 'loginPhone' | 'registerEmail' | 'registerPhone' | 'forgotEmail' | 'forgotPhone' | 'guestEmail';

/** What the panels share while the shopper moves between them (typed values carry over). */
export interface SharedFields {
  country: CountryCode;
  phone: string;
  email: string;
}

export interface PanelContext {
  shared: SharedFields;
  setShared: (patch: Partial<SharedFields>) => void;
  timers: Record<CodeKind, number>;
  startTimer: (kind: CodeKind) => void;
  go: (panel: AuthPanel) => void;
  /** Signed in (or registered): refresh the session and leave. */
  done: (kind: 'login' | 'register') => Promise<void>;
  methods: LoginMethodInfo | undefined;
  /** Localised BCP 47 tag for country names. */
  locale: string;
}
