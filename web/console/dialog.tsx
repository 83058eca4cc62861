import type { ReactNode } from 'react';
import { Button, type ButtonVariant } from '@/components/Button';
import { Modal } from '@/components/Modal';

interface ActionsProps {
  /** The row's layout class: each console places its dialog foot in its own module. */
  className: string | undefined;
  /** Cancel's text and what it does; without them the row holds the one action. */
  cancel?: string;
  onCancel?: () => void;
  /** The action's text; it submits the form around it unless `onAction` is given. */
  action: string;
  onAction?: () => void;
  variant?: ButtonVariant;
  loading?: boolean;
  /** The dialog opens with focus on the action (a confirmation whose only question is this button). */
  autoFocus?: boolean;
}

/** A dialog's or form's foot: cancel first, the action last, the same in every console dialog. */
export function DialogActions({ className, cancel, onCancel, action, onAction, variant, loading, autoFocus }: ActionsProps) {
  return (
    <div className={className}>
      {onCancel && (
        <Button variant="secondary" onClick={onCancel}>
          {cancel}
        </Button>
      )}
      <Button type={onAction ? 'button' : 'submit'} variant={variant} loading={loading} onClick={onAction} data-autofocus={autoFocus || undefined}>
        {action}
      </Button>
    </div>
  );
}

/** What went wrong with the whole form (not one field), read out as soon as it shows. */
export function FormProblem({ className, children }: { className: string | undefined; children: ReactNode }) {
  if (!children) return null;
  return (
    <p className={className} role="alert">
      {children}
    </p>
  );
}

interface ConfirmProps {
  open: boolean;
  title: string;
  lead: string;
  cancel: string;
  action: string;
  onCancel: () => void;
  onConfirm: () => void;
  /** The body's and foot's layout classes, from the console's own module. */
  classes: { body: string | undefined; lead: string | undefined; actions: string | undefined };
}

/** Asks once before something that cannot be undone; focus starts on the destructive button. */
export function ConfirmDialog({ open, title, lead, cancel, action, onCancel, onConfirm, classes }: ConfirmProps) {
  return (
    <Modal open={open} onClose={onCancel} size="sm" title={title}>
      <div className={classes.body}>
        <p className={classes.lead}>{lead}</p>
        <DialogActions className={classes.actions} cancel={cancel} onCancel={onCancel} action={action} onAction={onConfirm} variant="danger" autoFocus />
      </div>
    </Modal>
  );
}
