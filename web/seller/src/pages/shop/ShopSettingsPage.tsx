import { useId, useState, type ChangeEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '@/api/toastStore';
import { ApiError } from '@/api/client';
import { acceptAttr, imageProblem } from '@/api/upload';
import { Button } from '@/components/Button';
import { PageHead } from '@/components/PageHead';
import { Select } from '@/components/Select';
import { StatusBadge } from '@/components/StatusBadge';
import { UPLOAD_MAX_BYTES } from '../../../../../shared/constants';
import { SERVICE_FIELD, SERVICE_TYPES, SHOP_RULES } from '../../../../../shared/contract/admin-shop';
import { LoadFailure } from '../../../../console/DataTable';
import { ShellSkeleton } from '../../../../console/Shell';
import { consoleError } from '../../../../console/errors';
import { checkedResolver, FormField, FormTextArea } from '../../../../console/form';
import { uploadShopPicture, useSaveShopSettings, useShopSettings, useSwitchShop, type ShopSettings } from '../../api/shopcare';
import { useConfirm } from '../products/useConfirm';
import c from '../../../../console/console.module.css';
import s from './shopcare.module.css';
import { FormProblem } from '../../../../console/dialog';

type ServiceType = (typeof SERVICE_TYPES)[number];
type TextKey = 'name' | 'intro' | 'phone' | 'address' | 'keywords' | 'serviceLink' | 'servicePhone' | 'serviceMessage' | 'serviceEmail';
interface Draft extends Record<TextKey, string> {
  avatar: string;
  pcBanner: string[];
  serviceType: ServiceType;
}
type Errors = Partial<Record<keyof Draft, string>>;

const isServiceType = (v: string): v is ServiceType => (SERVICE_TYPES as readonly string[]).includes(v);

function draftOf(s: ShopSettings): Draft {
  return {
    name: s.name,
    intro: s.intro,
    phone: s.phone,
    address: s.address,
    keywords: s.keywords,
    serviceLink: s.serviceLink,
    servicePhone: s.servicePhone,
    serviceMessage: s.serviceMessage,
    serviceEmail: s.serviceEmail,
    avatar: s.avatar,
    pcBanner: s.pcBanner,
    serviceType: isServiceType(s.serviceType) ? s.serviceType : 'email',
  };
}

/** The service's rules (shared/contract/admin-shop.ts), in the console's words, next to each field. */
function check(d: Draft, t: (k: string, v?: Record<string, unknown>) => string): Errors {
  const e: Errors = {};
  if (d.name.trim() === '') e.name = t('shopSettings.err.name');
  else if (d.name.trim().length > SHOP_RULES.name) e.name = t('shopSettings.err.tooLong', { max: SHOP_RULES.name });
  if (d.avatar === '') e.avatar = t('shopSettings.err.logo');
  if (d.intro.trim() === '') e.intro = t('shopSettings.err.intro');
  if (d.serviceLink.trim() && !/^https?:\/\/[^\s"'<>]+$/.test(d.serviceLink.trim())) e.serviceLink = t('shopSettings.err.link');
  if (d.servicePhone.trim() && !/^\+?[\d\s()-]{5,}$/.test(d.servicePhone.trim())) e.servicePhone = t('shopSettings.err.phone');
  if (d.serviceEmail.trim() && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(d.serviceEmail.trim())) e.serviceEmail = t('shopSettings.err.email');
  const needed = SERVICE_FIELD[d.serviceType];
  if (!e[needed] && d[needed].trim() === '') e[needed] = t('shopSettings.err.contact');
  return e;
}

/** Pick one picture, check type and size before sending, upload it; a failure is told under the field. */
function PictureButton({ label, onUploaded, disabled }: { label: string; onUploaded: (url: string) => void; disabled?: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const pick = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    const why = imageProblem(file, 'jpg-png');
    if (why) return setProblem(why === 'type' ? t('shopSettings.pictureType') : t('shopSettings.pictureSize', { mb: Math.round(UPLOAD_MAX_BYTES / 1024 / 1024) }));
    setProblem(null);
    setBusy(true);
    try {
      onUploaded(await uploadShopPicture(file));
    } catch (err) {
      setProblem(`${t('shopSettings.uploadFailed')} ${consoleError(err, t)}`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className={s.body}>
      <label className={s.upload} htmlFor={id} aria-disabled={disabled || busy || undefined}>
        {busy ? t('shopSettings.uploading') : label}
        <input id={id} className="visually-hidden" type="file" accept={acceptAttr('jpg-png')} disabled={disabled || busy} onChange={(e) => void pick(e)} />
      </label>
      <FormProblem className={s.error}>{problem}</FormProblem>
    </div>
  );
}

/** Whether shoppers can buy, why not, and the switch. */
function OpenState({ shop }: { shop: ShopSettings }) {
  const { t } = useTranslation();
  const toggle = useSwitchShop();
  const [confirm, dialog] = useConfirm();
  const [failure, setFailure] = useState<string | null>(null);
  const flip = async () => {
    if (shop.isSwitch) {
      const ok = await confirm({ title: t('shopSettings.confirmCloseTitle'), message: t('shopSettings.confirmClose'), confirmLabel: t('shopSettings.close'), danger: true });
      if (!ok) return;
    }
    setFailure(null);
    toggle.mutate(undefined, {
      onSuccess: () => toast.success(shop.isSwitch ? t('shopSettings.closed') : t('shopSettings.opened')),
      onError: (err) => setFailure(err instanceof ApiError && err.message ? `${consoleError(err, t)} (${err.message})` : consoleError(err, t)),
    });
  };
  return (
    <section className={`${c.card} ${s.narrow}`} aria-labelledby="shop-open">
      <div className={s.status}>
        <div className={s.statusText}>
          <h2 className={s.sectionTitle} id="shop-open">
            {t('shopSettings.openTitle')} {shop.isSwitch ? <StatusBadge tone="success">{t('shopSettings.isOpen')}</StatusBadge> : <StatusBadge tone="danger">{t('shopSettings.isClosed')}</StatusBadge>}
          </h2>
          <p className={s.hint}>{shop.isSwitch ? t('shopSettings.openText') : t('shopSettings.closedText')}</p>
        </div>
        {!shop.closeReason && (
          <Button variant={shop.isSwitch ? 'secondary' : 'primary'} loading={toggle.isPending} onClick={() => void flip()}>
            {shop.isSwitch ? t('shopSettings.close') : t('shopSettings.open')}
          </Button>
        )}
      </div>
      {shop.closeReason && <p className={s.warn}>{t('shopSettings.closedByMarketplace', { reason: shop.closeReason })}</p>}
      <FormProblem className={s.error}>{failure}</FormProblem>
      {dialog}
    </section>
  );
}

function SettingsForm({ shop }: { shop: ShopSettings }) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  const save = useSaveShopSettings();
  const form = useForm<Draft>({ resolver: checkedResolver((d) => check(d, t)), defaultValues: draftOf(shop) });
  const d = useWatch({ control: form.control }) as Draft;
  const errors = form.formState.errors;
  const set = <K extends keyof Draft>(k: K, v: Draft[K]) => form.setValue(k, v as never, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
  const field = (k: TextKey, label: string, extra: Record<string, unknown> = {}) => (
    <FormField control={form.control} name={k} label={label} required={SERVICE_FIELD[d.serviceType] === k || k === 'name' || undefined} {...extra} />
  );

  const submit = form.handleSubmit(
    (v) => {
      setFailure(null);
      const trimmed = Object.fromEntries((['name', 'intro', 'phone', 'address', 'keywords', 'serviceLink', 'servicePhone', 'serviceMessage', 'serviceEmail'] as const).map((k) => [k, v[k].trim()])) as Record<TextKey, string>;
      save.mutate(
        {
          ...trimmed,
          avatar: v.avatar,
          serviceType: v.serviceType,
          pcBanner: JSON.stringify(v.pcBanner.map((sattDir) => ({ sattDir }))),
          // Pictures this form does not edit go back as they came.
          backImage: shop.backImage,
          streetBackImage: shop.streetBackImage,
          pcBackImage: shop.pcBackImage,
        },
        {
          onSuccess: () => toast.success(t('shopSettings.saved')),
          onError: (err) => setFailure(err instanceof ApiError && err.message ? `${consoleError(err, t)} (${err.message})` : consoleError(err, t)),
        },
      );
    },
    () => setFailure(t('shopSettings.fixFields')),
  );

  return (
    <form className={s.form} onSubmit={(e) => void submit(e)} noValidate>
      <section className={c.card} aria-labelledby="shop-face">
        <h2 className={s.sectionTitle} id="shop-face">
          {t('shopSettings.faceTitle')}
        </h2>
        <div className={s.fields}>{field('name', t('shopSettings.name'), { maxLength: SHOP_RULES.name })}</div>
        <fieldset className={s.fieldset} aria-describedby={errors.avatar ? 'shop-logo-error' : undefined}>
          <legend className={s.legend}>{t('shopSettings.logo')}</legend>
          <div className={s.pictures}>
            {d.avatar ? <img className={s.logo} src={d.avatar} alt={t('shopSettings.logoAlt')} width={96} height={96} /> : <span className={s.logo} aria-hidden="true" />}
            <PictureButton label={d.avatar ? t('shopSettings.replaceLogo') : t('shopSettings.uploadLogo')} onUploaded={(url) => set('avatar', url)} />
          </div>
          <p className={s.hint}>{t('shopSettings.logoHint')}</p>
          {errors.avatar?.message && (
            <p className={s.error} id="shop-logo-error" role="alert">
              {errors.avatar.message}
            </p>
          )}
        </fieldset>
        <fieldset className={s.fieldset}>
          <legend className={s.legend}>{t('shopSettings.banners')}</legend>
          <ul className={s.pictures}>
            {d.pcBanner.map((url, i) => (
              <li key={`${url}-${i}`} className={s.picture}>
                <img className={s.banner} src={url} alt={t('shopSettings.bannerAlt', { n: i + 1 })} width={240} height={80} />
                <Button size="sm" variant="secondary" onClick={() => set('pcBanner', d.pcBanner.filter((_, k) => k !== i))} aria-label={t('shopSettings.removeBannerN', { n: i + 1 })}>
                  {t('shopSettings.removeBanner')}
                </Button>
              </li>
            ))}
          </ul>
          {d.pcBanner.length < SHOP_RULES.pcBanners && <PictureButton label={t('shopSettings.addBanner')} onUploaded={(url) => set('pcBanner', [...d.pcBanner, url])} />}
          <p className={s.hint}>{t('shopSettings.bannerHint', { max: SHOP_RULES.pcBanners })}</p>
        </fieldset>
        <FormTextArea control={form.control} name="intro" label={t('shopSettings.intro')} rows={4} maxLength={SHOP_RULES.intro} counted={SHOP_RULES.intro} required />
        <div className={s.fields}>
          {field('keywords', t('shopSettings.keywords'), { maxLength: SHOP_RULES.keywords, hint: t('shopSettings.keywordsHint') })}
          {field('phone', t('shopSettings.phone'), { maxLength: SHOP_RULES.phone, type: 'tel' })}
          {field('address', t('shopSettings.address'), { maxLength: SHOP_RULES.address })}
        </div>
      </section>

      <section className={c.card} aria-labelledby="shop-service">
        <h2 className={s.sectionTitle} id="shop-service">
          {t('shopSettings.serviceTitle')}
        </h2>
        <p className={s.hint}>{t('shopSettings.serviceLead')}</p>
        <div className={s.fields}>
          <Select label={t('shopSettings.serviceType')} value={d.serviceType} onChange={(e) => isServiceType(e.target.value) && set('serviceType', e.target.value)}>
            {SERVICE_TYPES.map((k) => (
              <option key={k} value={k}>
                {t(`shopSettings.serviceTypes.${k}`)}
              </option>
            ))}
          </Select>
          {field('serviceEmail', t('shopSettings.serviceEmail'), { type: 'email', maxLength: SHOP_RULES.serviceEmail })}
          {field('servicePhone', t('shopSettings.servicePhone'), { type: 'tel', maxLength: SHOP_RULES.servicePhone })}
          {field('serviceLink', t('shopSettings.serviceLink'), { type: 'url', maxLength: SHOP_RULES.serviceLink, hint: t('shopSettings.serviceLinkHint') })}
          {field('serviceMessage', t('shopSettings.serviceMessage'), { maxLength: SHOP_RULES.serviceMessage })}
        </div>
      </section>

      <FormProblem className={s.error}>{failure}</FormProblem>
      <div className={s.actions}>
        <Button type="submit" loading={save.isPending}>
          {t('shopSettings.save')}
        </Button>
      </div>
    </form>
  );
}

/** /seller/shop: how the shop looks to shoppers (name, logo, banners, intro), how they reach it, and whether it sells. */
export default function ShopSettingsPage() {
  const { t } = useTranslation();
  const shop = useShopSettings();
  return (
    <>
      <PageHead title={t('shopSettings.title')} />
      <p className={c.lead}>{t('shopSettings.lead')}</p>
      {shop.isPending ? (
        <ShellSkeleton />
      ) : shop.error ? (
        <LoadFailure error={shop.error} onRetry={() => void shop.refetch()} />
      ) : (
        <>
          <OpenState shop={shop.data} />
          <SettingsForm shop={shop.data} />
        </>
      )}
    </>
  );
}
