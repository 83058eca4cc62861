import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import DOMPurify from 'dompurify';
import { Button } from '../../../components/Button';
import { TextField } from '../../../components/TextField';
import { Modal } from '../../../components/Modal';
import { toast } from '../../../components/Toast';
import { localePath } from '../../../i18n';
import { EMAIL_RE } from '../../../../../shared/validation';
import { useSendSettledCode, useApplySettled, useSettledAgreement, useSettledRecords, type SettledRecord } from '../../../api/settled';
import { useMerchantCategories, useMerchantTypes } from '../../../api/merchant';
import { Select } from '@/components/Select';
import { ImagePicker } from '../../../features/account/ui/ImagePicker';
import { CodeButton } from '@/components/CodeButton';
import { PageHead } from '@/components/PageHead';
import { QueryState } from '@/components/QueryState';
import { validateSettled, type SettledFormValues } from '../../../features/account/settled/validateSettled';
import s from '../AccountPages.module.css';

const EMPTY: SettledFormValues = { name: '', realName: '', email: '', captcha: '', phone: '', address: '', categoryId: '', typeId: '', images: [], agreed: false };

function fromRecord(r: SettledRecord): SettledFormValues {
  return {
    name: r.name,
    realName: r.realName,
    email: r.email,
    captcha: '',
    phone: r.phone,
    address: r.address,
    categoryId: r.categoryId ? String(r.categoryId) : '',
    typeId: r.typeId ? String(r.typeId) : '',
    images: r.qualificationPicture.slice(0, 5),
    agreed: false,
  };
}

/** /users/merchant_settled and /register/merchant: the shop application; ?resubmit=<id> prefills a rejected one. */
export default function MerchantSettledPage() {
  const { t } = useTranslation('account');
  const [params] = useSearchParams();
  const resubmit = Number(params.get('resubmit')) || 0;
  const records = useSettledRecords(1);
  const previous = resubmit ? records.data?.list.find((r) => r.id === resubmit) : undefined;
  return (
    <div className={s.page}>
      <PageHead
        title={resubmit ? t('settled.resubmitTitle') : t('settled.title')}
        actions={
          <Link className={s.link} to={localePath('/users/application_record')}>
            {t('settled.records')}
          </Link>
        }
      />
      <p className={`${s.notice} ${s.noticeInfo}`}>{t('settled.intro')}</p>
      {resubmit ? (
        <QueryState query={records}>
          <SettledForm key={previous?.id ?? 0} initial={previous ? fromRecord(previous) : EMPTY} />
        </QueryState>
      ) : (
        <SettledForm initial={EMPTY} />
      )}
    </div>
  );
}

function SettledForm({ initial }: { initial: SettledFormValues }) {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const types = useMerchantTypes();
  const categories = useMerchantCategories();
  const agreement = useSettledAgreement();
  const apply = useApplySettled();
  const sendSettledCode = useSendSettledCode();
  const [v, setV] = useState(initial);
  const [tried, setTried] = useState(false);
  const [showAgreement, setShowAgreement] = useState(false);
  const errors = tried ? validateSettled(v) : {};
  const msg = (k: keyof SettledFormValues) => (errors[k] ? t(`settled.errors.${errors[k]}`) : null);
  const set = <K extends keyof SettledFormValues>(k: K, value: SettledFormValues[K]) => setV((p) => ({ ...p, [k]: value }));

  const sendCode = async () => {
    if (!EMAIL_RE.test(v.email.trim())) {
      setTried(true);
      toast.error(t(v.email.trim() ? 'settled.errors.emailInvalid' : 'settled.errors.emailEmpty'));
      return false;
    }
    try {
      await sendSettledCode.mutateAsync(v.email);
      toast.success(t('code.sent'));
      return true;
    } catch {
      // The query client's default error toast has told the shopper.
      return false;
    }
  };

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setTried(true);
    const found = validateSettled(v);
    const first = Object.keys(found)[0];
    if (first) {
      e.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    try {
      await apply.mutateAsync({
        name: v.name,
        realName: v.realName,
        email: v.email,
        captcha: v.captcha,
        phone: v.phone,
        address: v.address,
        categoryId: Number(v.categoryId),
        typeId: Number(v.typeId),
        qualificationPicture: v.images,
      });
      toast.success(t('settled.submitted'));
      navigate(localePath('/users/application_record'));
    } catch {
      // The query client's default error toast has told the shopper.
    }
  };

  return (
    <form className={s.form} onSubmit={submit} noValidate aria-label={t('settled.title')}>
      <div className={s.fields}>
        <TextField label={t('settled.company')} name="name" required value={v.name} error={msg('name')} maxLength={64} onChange={(e) => set('name', e.target.value)} />
        <TextField label={t('settled.realName')} name="realName" required autoComplete="name" value={v.realName} error={msg('realName')} maxLength={64} onChange={(e) => set('realName', e.target.value)} />
        <TextField label={t('settled.email')} name="email" type="email" required autoComplete="email" value={v.email} error={msg('email')} onChange={(e) => set('email', e.target.value)} />
        <TextField
          label={t('settled.code')}
          name="captcha"
          required
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={v.captcha}
          error={msg('captcha')}
          onChange={(e) => set('captcha', e.target.value)}
          suffix={<CodeButton labels={{ send: t('code.send'), retry: t('code.retry'), wait: (seconds) => t('code.wait', { seconds }) }} onSend={sendCode} />}
        />
        <TextField label={t('settled.phone')} name="phone" type="tel" autoComplete="tel" value={v.phone} maxLength={32} onChange={(e) => set('phone', e.target.value)} />
        <TextField label={t('settled.address')} name="address" required autoComplete="street-address" value={v.address} error={msg('address')} maxLength={255} onChange={(e) => set('address', e.target.value)} />
        <Select label={t('settled.category')} name="categoryId" required value={v.categoryId} error={msg('categoryId')} onChange={(e) => set('categoryId', e.target.value)}>
          <option value="">{t('settled.choose')}</option>
          {(categories.data ?? []).map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </Select>
        <Select label={t('settled.storeType')} name="typeId" required value={v.typeId} error={msg('typeId')} onChange={(e) => set('typeId', e.target.value)}>
          <option value="">{t('settled.choose')}</option>
          {(types.data ?? []).map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </Select>
        <div className={s.full}>
          <ImagePicker label={t('settled.qualification')} required kind="jpeg" value={v.images} error={msg('images')} onChange={(images) => set('images', images)} />
        </div>
        <div className={s.full}>
          <label className={s.check}>
            <input type="checkbox" name="agreed" checked={v.agreed} onChange={(e) => set('agreed', e.target.checked)} aria-invalid={errors.agreed ? true : undefined} aria-describedby={errors.agreed ? 'agreed-error' : undefined} />
            <span>
              {t('settled.agreePrefix')}{' '}
              <button type="button" className={s.link} style={{ background: 'none', border: 0, padding: 0, cursor: 'pointer', font: 'inherit' }} onClick={() => setShowAgreement(true)}>
                {t('settled.agreement')}
              </button>
            </span>
          </label>
          {errors.agreed && (
            <p id="agreed-error" className={s.error} role="alert">
              {msg('agreed')}
            </p>
          )}
        </div>
      </div>
      <p className={s.hint}>{t('settled.reviewNote')}</p>
      <div className={s.actions}>
        <Button type="submit" loading={apply.isPending}>
          {t('settled.submit')}
        </Button>
      </div>
      <Modal open={showAgreement} onClose={() => setShowAgreement(false)} title={t('settled.agreement')} size="lg">
        <QueryState query={agreement}>
          <div style={{ maxBlockSize: '60vh', overflow: 'auto', lineHeight: 1.7 }} dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(agreement.data ?? '') }} />
          <div className={s.actions} style={{ marginBlockStart: 'var(--space-4)' }}>
            <Button
              onClick={() => {
                set('agreed', true);
                setShowAgreement(false);
              }}
            >
              {t('settled.agreeAndClose')}
            </Button>
          </div>
        </QueryState>
      </Modal>
    </form>
  );
}
