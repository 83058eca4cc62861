import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** The browser tab names the screen first, then the console, in the console's language. */
export function useConsoleTitle(title: string): void {
  const { t } = useTranslation();
  const app = t('app.name');
  useEffect(() => {
    document.title = `${title} · ${app}`;
  }, [title, app]);
}
