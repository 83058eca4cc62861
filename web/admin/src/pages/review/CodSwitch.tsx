import { useTranslation } from 'react-i18next';
import { toast } from '@/components/Toast';
import { useCodSwitch, useSaveCodSwitch } from '../../api/cod';
import s from '../../../../console/console.module.css';
import o from '../oversight.module.css';

/**
 * The switch that offers cash on delivery at checkout, beside the product-review switch: the marketplace's
 * own rules of trade. On, a shop can sell with no payment provider at all; each change is in the operation log.
 */
export function CodSwitch() {
  const { t } = useTranslation();
  const on = useCodSwitch();
  const save = useSaveCodSwitch();
  return (
    <section className={`${s.card} ${o.switchCard}`} aria-labelledby="cod-switch">
      <div>
        <h2 id="cod-switch" className={s.cardTitle}>
          {t('codSetting.title')}
        </h2>
        <p className={s.cardText}>{t(on.data ? 'codSetting.on' : 'codSetting.off')}</p>
      </div>
      <label className={o.check}>
        <input
          type="checkbox"
          role="switch"
          checked={on.data ?? false}
          disabled={on.isPending || save.isPending}
          onChange={(e) => save.mutate(e.target.checked, { onSuccess: (_d, v) => toast.success(t(v ? 'codSetting.turnedOn' : 'codSetting.turnedOff')) })}
        />
        {t('codSetting.label')}
      </label>
    </section>
  );
}
