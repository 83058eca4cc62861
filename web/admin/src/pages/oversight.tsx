import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/Button';
import { ConfirmDialog, DialogActions, FormProblem } from '../../../console/dialog';
import { consoleError } from '../../../console/errors';
import { uploadPicture } from '../api/catalogue';
import o from './oversight.module.css';

/** Why the service refused to delete a row, shown on that row until the next try. */
export type Refusal = { id: number; text: string; detail: string | null } | null;

export function RefusalNote({ refusal, id }: { refusal: Refusal; id: number }) {
  if (refusal?.id !== id) return null;
  return (
    <span role="alert">
      <span className={o.error}>{refusal.text}</span>
      {refusal.detail && <span className={o.reason}>{refusal.detail}</span>}
    </span>
  );
}

/** The upload button of a picture field (JPEG or PNG): it reports the picture's address, or why the upload failed. */
export function PictureButton({ model, label, onChange, onError }: { model: 'banner' | 'category'; label: string; onChange: (url: string) => void; onError: (text: string | null) => void }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const pick = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    onError(null);
    try {
      onChange(await uploadPicture(file, model));
    } catch (err) {
      onError(consoleError(err, t, { 413: 'oversight.upload.tooLarge', 415: 'oversight.upload.notPicture' }));
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };
  return (
    <>
      <input ref={input} type="file" accept="image/png,image/jpeg" hidden onChange={(e) => void pick(e.target.files?.[0])} />
      <Button size="sm" variant="secondary" loading={busy} onClick={() => input.current?.click()}>
        {label}
      </Button>
    </>
  );
}

/** The foot of an add/edit dialog: the service's refusal, cancel and save. */
export function SaveFoot({ problem, onCancel, loading }: { problem: string | undefined; onCancel: () => void; loading: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <FormProblem className={o.error}>{problem}</FormProblem>
      <DialogActions className={o.end} cancel={t('common:action.cancel')} onCancel={onCancel} action={t('oversight.save')} loading={loading} />
    </>
  );
}

/** Asks before a row is deleted for good. */
export function DeleteDialog({ open, title, lead, onCancel, onConfirm }: { open: boolean; title: string; lead: string; onCancel: () => void; onConfirm: () => void }) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      open={open}
      title={title}
      lead={lead}
      cancel={t('common:action.cancel')}
      action={t('oversight.delete')}
      onCancel={onCancel}
      onConfirm={onConfirm}
      classes={{ body: o.dialog, lead: o.detail, actions: o.end }}
    />
  );
}

/** A row's edit and delete buttons, each named with the row so a screen reader tells them apart. */
export function EditDelete({ name, onEdit, onDelete, deleting }: { name: string; onEdit: () => void; onDelete: () => void; deleting: boolean }) {
  const { t } = useTranslation();
  return (
    <div className={o.rowActions}>
      <Button size="sm" variant="secondary" onClick={onEdit} aria-label={`${t('oversight.edit')}: ${name}`}>
        {t('oversight.edit')}
      </Button>
      <Button size="sm" variant="ghost" loading={deleting} onClick={onDelete} aria-label={`${t('oversight.delete')}: ${name}`}>
        {t('oversight.delete')}
      </Button>
    </div>
  );
}
