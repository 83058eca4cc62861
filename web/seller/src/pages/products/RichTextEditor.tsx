import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Image from '@tiptap/extension-image';
import { acceptAttr, imageProblem } from '@/api/upload';
import { UPLOAD_MAX_BYTES } from '../../../../../shared/constants';
import { uploadProductPicture } from '../../api/products';
import { uploadFailure } from './Pictures';
import { Icon } from './parts';
import s from './products.module.css';
import ed from './editor.module.css';

/** The toolbar's line icons (24-unit paths). */
const TOOL_ICONS = {
  bold: 'M7 5h6a3.5 3.5 0 0 1 0 7H7zM7 12h7a3.5 3.5 0 0 1 0 7H7z',
  italic: 'M14 5h-4M14 19h-4M14 5l-4 14',
  underline: 'M7 4v7a5 5 0 0 0 10 0V4M5 20h14',
  bullets: 'M9 6h11M9 12h11M9 18h11M4.5 6h.01M4.5 12h.01M4.5 18h.01',
  numbers: 'M10 6h10M10 12h10M10 18h10M4 6h1v4M4 10h2M4 14h2l-2 4h2',
  quote: 'M7 7h4v4H8l-1 4M14 7h4v4h-3l-1 4',
  link: 'M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1',
  image: 'M4 5h16v14H4zM4 15l4-4 5 5M14 14l2-2 4 4M15 9h.01',
  undo: 'M9 14 4 9l5-5M4 9h11a5 5 0 0 1 0 10h-3',
  redo: 'M15 14l5-5-5-5M20 9H9a5 5 0 0 0 0 10h3',
};

/** A web or mail address as a shopper may follow it: what the service keeps (sanitize-html.ts), so nothing is silently dropped on save. */
function linkTarget(raw: string): string | null {
  const v = raw.trim();
  if (!v) return null;
  if (/^(https?:\/\/|mailto:)/i.test(v)) return v;
  if (/^[\w.+-]+@[\w-]+(\.[\w-]+)+$/.test(v)) return `mailto:${v}`;
  if (/^[a-z][a-z0-9+.-]*:/i.test(v) || v.startsWith('//')) return null;
  if (v.startsWith('/')) return v;
  return `https://${v}`;
}

function ToolButton({ label, icon, active, disabled, onClick }: { label: string; icon: string; active?: boolean; disabled?: boolean; onClick: () => void }) {
  return (
    <button type="button" className={ed.tool} aria-label={label} title={label} aria-pressed={active === undefined ? undefined : active} disabled={disabled} onClick={onClick}>
      <Icon d={icon} size={18} />
    </button>
  );
}

/** The editor's formatting state, read only when it changes (Tiptap's selector), for the toolbar's pressed buttons. */
function useFormats(editor: Editor) {
  return useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      paragraph: e.isActive('paragraph'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bullets: e.isActive('bulletList'),
      numbers: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
      href: (e.getAttributes('link').href as string | undefined) ?? '',
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
}

function Toolbar({ editor, onProblem }: { editor: Editor; onProblem: (text: string | null) => void }) {
  const { t } = useTranslation();
  const f = useFormats(editor);
  const [linking, setLinking] = useState(false);
  const [href, setHref] = useState('');
  const [linkError, setLinkError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const linkId = useId();
  const run = () => editor.chain().focus();

  const block = (v: string) => {
    if (v === 'p') run().setParagraph().run();
    else run().toggleHeading({ level: v === 'h2' ? 2 : 3 }).run();
  };
  const openLink = () => {
    setHref(f.href);
    setLinkError(null);
    setLinking(true);
  };
  const applyLink = (e: FormEvent) => {
    e.preventDefault();
    e.stopPropagation();
    const target = linkTarget(href);
    if (!target) {
      setLinkError(t('productEditor.linkInvalid'));
      return;
    }
    run().extendMarkRange('link').setLink({ href: target }).run();
    setLinking(false);
  };
  const removeLink = () => {
    run().extendMarkRange('link').unsetLink().run();
    setLinking(false);
  };
  const addPicture = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    const why = imageProblem(file, 'jpg-png');
    if (why) {
      onProblem(why === 'type' ? t('productForm.pictureType') : t('productForm.pictureSize', { mb: Math.round(UPLOAD_MAX_BYTES / 1024 / 1024) }));
      return;
    }
    onProblem(null);
    setUploading(true);
    try {
      const src = await uploadProductPicture(file);
      run().setImage({ src, alt: file.name.replace(/\.[a-z0-9]+$/i, '').replace(/[-_]+/g, ' ') }).run();
    } catch (err) {
      onProblem(uploadFailure(err, t));
    } finally {
      setUploading(false);
    }
  };

  const blockValue = f.h2 ? 'h2' : f.h3 ? 'h3' : 'p';
  return (
    <>
      <div className={ed.toolbar} role="group" aria-label={t('productEditor.toolbar')}>
        <select className={ed.blockSelect} aria-label={t('productEditor.textStyle')} value={blockValue} onChange={(e) => block(e.target.value)}>
          <option value="p">{t('productEditor.paragraph')}</option>
          <option value="h2">{t('productEditor.heading')}</option>
          <option value="h3">{t('productEditor.subheading')}</option>
        </select>
        <span className={ed.sep} aria-hidden="true" />
        <ToolButton label={t('productEditor.bold')} icon={TOOL_ICONS.bold} active={f.bold} onClick={() => run().toggleBold().run()} />
        <ToolButton label={t('productEditor.italic')} icon={TOOL_ICONS.italic} active={f.italic} onClick={() => run().toggleItalic().run()} />
        <ToolButton label={t('productEditor.underline')} icon={TOOL_ICONS.underline} active={f.underline} onClick={() => run().toggleUnderline().run()} />
        <span className={ed.sep} aria-hidden="true" />
        <ToolButton label={t('productEditor.bullets')} icon={TOOL_ICONS.bullets} active={f.bullets} onClick={() => run().toggleBulletList().run()} />
        <ToolButton label={t('productEditor.numbers')} icon={TOOL_ICONS.numbers} active={f.numbers} onClick={() => run().toggleOrderedList().run()} />
        <ToolButton label={t('productEditor.quote')} icon={TOOL_ICONS.quote} active={f.quote} onClick={() => run().toggleBlockquote().run()} />
        <span className={ed.sep} aria-hidden="true" />
        <ToolButton label={t('productEditor.link')} icon={TOOL_ICONS.link} active={f.link || linking} onClick={() => (linking ? setLinking(false) : openLink())} />
        <label className={`${ed.tool} ${uploading ? ed.busy : ''}`} title={t('productEditor.image')}>
          <input className="visually-hidden" type="file" accept={acceptAttr('jpg-png')} disabled={uploading} aria-label={uploading ? t('productForm.uploading') : t('productEditor.image')} onChange={(e) => void addPicture(e)} />
          <Icon d={TOOL_ICONS.image} size={18} />
        </label>
        <span className={ed.spacer} />
        <ToolButton label={t('productEditor.undo')} icon={TOOL_ICONS.undo} disabled={!f.canUndo} onClick={() => run().undo().run()} />
        <ToolButton label={t('productEditor.redo')} icon={TOOL_ICONS.redo} disabled={!f.canRedo} onClick={() => run().redo().run()} />
      </div>
      {linking && (
        // Not a <form>: the editor sits inside the product form, and forms do not nest.
        <div
          className={ed.linkRow}
          role="group"
          aria-label={t('productEditor.link')}
          onKeyDown={(e) => {
            if (e.key === 'Enter') applyLink(e);
            if (e.key === 'Escape') {
              e.stopPropagation();
              setLinking(false);
              editor.commands.focus();
            }
          }}
        >
          <label htmlFor={linkId} className={ed.linkLabel}>
            {t('productEditor.linkAddress')}
          </label>
          <input
            id={linkId}
            className={ed.linkInput}
            type="text"
            inputMode="url"
            value={href}
            placeholder="https://"
            aria-invalid={linkError ? true : undefined}
            aria-describedby={linkError ? `${linkId}-err` : undefined}
            // The row opens on purpose, from the link button: the address is what comes next.
            autoFocus
            onChange={(e) => setHref(e.target.value)}
          />
          <button type="button" className={ed.linkButton} onClick={applyLink}>
            {t('productEditor.linkApply')}
          </button>
          {f.link && (
            <button type="button" className={ed.linkButton} onClick={removeLink}>
              {t('productEditor.linkRemove')}
            </button>
          )}
          {linkError && (
            <p id={`${linkId}-err`} className={s.fieldError} role="alert">
              {linkError}
            </p>
          )}
        </div>
      )}
    </>
  );
}

/**
 * The product description as rich text (Tiptap): paragraphs, headings, bold, italic, underline, lists,
 * quotes, links and pictures uploaded through the product upload. It hands the form HTML that the service
 * sanitises with the same allowlist (sanitize-html.ts), so what the merchant sees is what shoppers get.
 * `max` is the service's limit on the stored HTML; the count under the editor follows it.
 */
export function RichTextEditor({ value, onChange, onBlur, label, hint, error, max }: { value: string; onChange: (html: string) => void; onBlur: () => void; label: string; hint: string; error?: string; max: number }) {
  const { t } = useTranslation();
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  // The last HTML the editor handed out: a value from outside (a reset, a reload) is loaded, its own echo is not.
  const emitted = useRef(value);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        horizontalRule: false,
        strike: false,
        link: { openOnClick: false, autolink: true, protocols: ['http', 'https', 'mailto'], HTMLAttributes: { rel: 'noopener noreferrer nofollow', target: '_blank' } },
      }),
      Image.configure({ inline: false, allowBase64: false }),
    ],
    content: value,
    editorProps: {
      attributes: {
        class: ed.content ?? '',
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': `${id}-label`,
        'aria-describedby': `${id}-hint`,
      },
    },
    onUpdate: ({ editor: e }) => {
      const html = e.isEmpty ? '' : e.getHTML();
      emitted.current = html;
      onChange(html);
    },
    onBlur: () => onBlur(),
  });

  useEffect(() => {
    if (!editor || value === emitted.current) return;
    emitted.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    // The error and hint ids follow the state, so a screen reader hears the current message.
    editor?.view.dom.setAttribute('aria-describedby', error || problem ? `${id}-err` : `${id}-hint`);
    if (error) editor?.view.dom.setAttribute('aria-invalid', 'true');
    else editor?.view.dom.removeAttribute('aria-invalid');
  }, [editor, error, problem, id]);

  const message = problem ?? error;
  const over = value.length > max;
  return (
    <div className={s.fieldset}>
      <span className={s.legend} id={`${id}-label`}>
        {label}
      </span>
      <div className={`${ed.editor} ${message ? ed.invalid : ''}`}>
        {editor && <Toolbar editor={editor} onProblem={setProblem} />}
        <EditorContent editor={editor} />
      </div>
      <div className={ed.foot}>
        <p className={s.hint} id={`${id}-hint`}>
          {hint}
        </p>
        <span className={`${ed.counter} ${over ? ed.counterOver : ''}`}>
          {t('productEditor.count', { count: value.length, max: max.toLocaleString() })}
        </span>
      </div>
      {message && (
        <p className={s.fieldError} id={`${id}-err`} role="alert">
          {message}
        </p>
      )}
    </div>
  );
}
