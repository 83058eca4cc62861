import { useCallback, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/Modal';
import { Button } from '@/components/Button';
import s from './products.module.css';

interface Question {
  title: string;
  message: ReactNode;
  confirmLabel: string;
  danger?: boolean;
}

/**
 * A yes/no question in the console's own modal (its texts come from the console's language, so the
 * storefront's confirm dialog, which mounts with the storefront's texts, is not used). Escape means no;
 * focus returns to the button that asked.
 */
export function useConfirm(): [(q: Question) => Promise<boolean>, ReactNode] {
  const { t } = useTranslation();
  const [question, setQuestion] = useState<Question | null>(null);
  const answer = useRef<((ok: boolean) => void) | null>(null);
  const ask = useCallback(
    (q: Question) =>
      new Promise<boolean>((resolve) => {
        answer.current = resolve;
        setQuestion(q);
      }),
    [],
  );
  const finish = (ok: boolean) => {
    setQuestion(null);
    answer.current?.(ok);
    answer.current = null;
  };
  const dialog = (
    <Modal open={question !== null} onClose={() => finish(false)} title={question?.title} size="sm">
      <div className={s.summary}>
        <p className={s.hint}>{question?.message}</p>
        <div className={s.saveBar}>
          <Button variant="secondary" onClick={() => finish(false)}>
            {t('common:action.cancel')}
          </Button>
          <Button variant={question?.danger ? 'danger' : 'primary'} onClick={() => finish(true)} data-autofocus>
            {question?.confirmLabel}
          </Button>
        </div>
      </div>
    </Modal>
  );
  return [ask, dialog];
}
