import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type Announcements, type DragEndEvent, type UniqueIdentifier } from '@dnd-kit/core';
import { SortableContext, arrayMove, rectSortingStrategy, sortableKeyboardCoordinates, useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ApiError } from '@/api/client';
import { imageProblem, acceptAttr } from '@/api/upload';
import { UPLOAD_MAX_BYTES } from '../../../../../shared/constants';
import { PRODUCT_RULES } from '../../../../../shared/contract/admin-product';
import { uploadProductPicture } from '../../api/products';
import { consoleError } from '../../../../console/errors';
import { ICONS, Icon } from './parts';
import s from './products.module.css';
import ed from './editor.module.css';

type Translate = (key: string, o?: Record<string, unknown>) => string;

/** Why an upload failed, in words: the BFF's 415 and 413 say the type or the size, anything else as it is. */
export function uploadFailure(err: unknown, t: Translate): string {
  if (err instanceof ApiError && err.status === 415) return t('productForm.pictureType');
  if (err instanceof ApiError && err.status === 413) return t('productForm.pictureSize', { mb: Math.round(UPLOAD_MAX_BYTES / 1024 / 1024) });
  return `${t('productForm.uploadFailed')} ${consoleError(err, t)}`;
}


/** Pick files, check type and size before sending, upload one by one; failures are told under the field. */
function useUploads(onUploaded: (urls: string[]) => void, limit = 1) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const pick = async (e: ChangeEvent<HTMLInputElement>, room: number) => {
    const chosen = [...(e.target.files ?? [])];
    const files = chosen.slice(0, room);
    e.target.value = '';
    if (files.length === 0) return;
    // More pictures than fit: say which were left out rather than dropping them silently.
    const tooMany = chosen.length > room ? t('productEditor.tooMany', { max: limit, count: chosen.length - room }) : null;
    for (const f of files) {
      const why = imageProblem(f, 'jpg-png');
      if (why) {
        setProblem(why === 'type' ? t('productForm.pictureType') : t('productForm.pictureSize', { mb: Math.round(UPLOAD_MAX_BYTES / 1024 / 1024) }));
        return;
      }
    }
    setProblem(tooMany);
    setBusy(true);
    const urls: string[] = [];
    try {
      for (const f of files) urls.push(await uploadProductPicture(f));
    } catch (err) {
      setProblem(uploadFailure(err, t));
    } finally {
      setBusy(false);
      if (urls.length) onUploaded(urls);
    }
  };
  return { busy, problem, pick };
}

interface FieldProps {
  error?: string;
}

/** The main picture: one, replaced by a new upload. */
export function MainPicture({ value, onChange, error }: FieldProps & { value: string; onChange: (url: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const { busy, problem, pick } = useUploads((urls) => onChange(urls[0]!));
  const message = problem ?? error;
  return (
    <fieldset className={s.fieldset} aria-describedby={message ? `${id}-err` : `${id}-hint`}>
      <legend className={s.legend}>{t('productForm.mainPicture')} *</legend>
      <div className={s.mainPicture}>
        {value ? <img className={s.pictureImg} src={value} alt={t('productForm.mainAlt')} /> : <div className={s.pictureImg} aria-hidden="true" />}
        <div className={s.summary}>
          <p className={s.hint} id={`${id}-hint`}>
            {t('productForm.mainPictureHint')}
          </p>
          <label className={s.linkSecondary}>
            <input className="visually-hidden" type="file" accept={acceptAttr('jpg-png')} disabled={busy} onChange={(e) => void pick(e, 1)} />
            {busy ? t('productForm.uploading') : value ? t('productForm.replace') : t('productForm.uploadMain')}
          </label>
          {message && (
            <p className={s.fieldError} id={`${id}-err`} role="alert">
              {message}
            </p>
          )}
        </div>
      </div>
    </fieldset>
  );
}

/** A stable id per gallery entry: the address, and which copy of it when a picture appears twice. */
function entryIds(urls: string[]): string[] {
  const seen = new Map<string, number>();
  return urls.map((u) => {
    const n = seen.get(u) ?? 0;
    seen.set(u, n + 1);
    return `${u}#${n}`;
  });
}

/** One gallery picture: a handle to move it (pointer or keyboard) and a button to remove it. */
function GalleryPicture({ id, url, n, onRemove }: { id: string; url: string; n: number; onRemove: () => void }) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id });
  return (
    <li ref={setNodeRef} className={`${s.picture} ${isDragging ? ed.dragging : ''}`} style={{ transform: CSS.Transform.toString(transform), transition }}>
      <img className={s.pictureImg} src={url} alt={t('productForm.pictureAlt', { n })} draggable={false} />
      <div className={s.pictureTools}>
        <button type="button" ref={setActivatorNodeRef} className={`${s.iconButton} ${ed.handle}`} {...attributes} {...listeners} aria-label={t('productEditor.move', { n })}>
          <Icon d={GRIP} />
        </button>
        <button type="button" className={s.iconButton} aria-label={t('productForm.remove', { n })} onClick={onRemove}>
          <Icon d={ICONS.remove} />
        </button>
      </div>
    </li>
  );
}

/** Six dots: the handle that moves a picture. */
const GRIP = 'M9 5h.01M9 12h.01M9 19h.01M15 5h.01M15 12h.01M15 19h.01';

/**
 * The gallery: up to PRODUCT_RULES.sliderImages pictures in the order the product page shows them, moved by
 * dragging a picture's handle, or from the keyboard (focus the handle, Space to lift, arrows to move, Space to
 * drop, Escape to cancel), each step announced in the merchant's language.
 */
export function Gallery({ value, onChange, error }: FieldProps & { value: string[]; onChange: (urls: string[]) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const room = PRODUCT_RULES.sliderImages - value.length;
  const { busy, problem, pick } = useUploads((urls) => onChange([...value, ...urls].slice(0, PRODUCT_RULES.sliderImages)), PRODUCT_RULES.sliderImages);
  const ids = entryIds(value);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const at = (x: UniqueIdentifier | undefined) => (x === undefined ? 0 : ids.indexOf(String(x)) + 1);
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('productEditor.announce.start', { n: at(active.id), total: ids.length }),
    onDragOver: ({ active, over }) => (over ? t('productEditor.announce.over', { n: at(active.id), at: at(over.id), total: ids.length }) : t('productEditor.announce.outside', { n: at(active.id) })),
    onDragEnd: ({ active, over }) => (over ? t('productEditor.announce.end', { n: at(active.id), at: at(over.id), total: ids.length }) : t('productEditor.announce.cancel', { n: at(active.id) })),
    onDragCancel: ({ active }) => t('productEditor.announce.cancel', { n: at(active.id) }),
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onChange(arrayMove(value, ids.indexOf(String(active.id)), ids.indexOf(String(over.id))));
  };
  const message = problem ?? error;
  return (
    <fieldset className={s.fieldset} aria-describedby={message ? `${id}-err` : `${id}-hint`}>
      <legend className={s.legend}>{t('productForm.slider')} *</legend>
      <p className={s.hint} id={`${id}-hint`}>
        {t('productForm.sliderHint')} {t('productEditor.reorderHint')}
      </p>
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd} accessibility={{ announcements, screenReaderInstructions: { draggable: t('productEditor.instructions') } }}>
        <SortableContext items={ids} strategy={rectSortingStrategy}>
          <ul className={s.pictures}>
            {value.map((url, i) => (
              <GalleryPicture key={ids[i]} id={ids[i]!} url={url} n={i + 1} onRemove={() => onChange(value.filter((_, j) => j !== i))} />
            ))}
            {room > 0 && (
              <li>
                <label className={s.drop}>
                  <input className="visually-hidden" type="file" multiple accept={acceptAttr('jpg-png')} disabled={busy} onChange={(ev) => void pick(ev, room)} />
                  <span aria-hidden="true">+</span>
                  <span>{busy ? t('productForm.uploading') : t('productForm.upload')}</span>
                  <span className={ed.room}>{t('productEditor.room', { count: room })}</span>
                </label>
              </li>
            )}
          </ul>
        </SortableContext>
      </DndContext>
      {message && (
        <p className={s.fieldError} id={`${id}-err`} role="alert">
          {message}
        </p>
      )}
    </fieldset>
  );
}
