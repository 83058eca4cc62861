import { useState, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { i18n } from '../i18n';
import { Modal } from './Modal';
import { Button } from './Button';
import styles from './confirmDialog.module.css';

export interface ConfirmOptions {
  title?: string;
  message: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Destructive actions (delete, cancel order) get the danger button. */
  danger?: boolean;
}

function ConfirmView({ title, message, confirmLabel, cancelLabel, danger, onDone }: ConfirmOptions & { onDone: (ok: boolean) => void }) {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(true);
  const finish = (ok: boolean) => {
    setOpen(false);
    onDone(ok);
  };
  return (
    <Modal open={open} onClose={() => finish(false)} title={title ?? t('confirm.title')} size="sm">
      <div className={styles.message}>{message}</div>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => finish(false)}>
          {cancelLabel ?? t('action.cancel')}
        </Button>
        <Button variant={danger ? 'danger' : 'primary'} onClick={() => finish(true)} data-autofocus>
          {confirmLabel ?? t('action.confirm')}
        </Button>
      </div>
    </Modal>
  );
}

/**
 * Asks a yes/no question in a modal and resolves with the answer (Escape and the backdrop mean no).
 * It mounts its own root, so callers need no host component.
 */
export function confirmDialog(options: ConfirmOptions): Promise<boolean> {
  return new Promise((resolve) => {
    const host = document.createElement('div');
    document.body.appendChild(host);
    const root = createRoot(host);
    const onDone = (ok: boolean) => {
      // Unmount after React finishes the click that answered, then let focus return to the opener.
      setTimeout(() => {
        root.unmount();
        host.remove();
        resolve(ok);
      }, 0);
    };
    root.render(
      <I18nextProvider i18n={i18n}>
        <ConfirmView {...options} onDone={onDone} />
      </I18nextProvider>,
    );
  });
}
