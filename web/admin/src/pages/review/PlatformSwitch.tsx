import { useTranslation } from 'react-i18next';
import { toast } from '@/components/Toast';
import { usePlatformSwitch, useSavePlatformSwitch } from '../../api/catalogue';
import s from '../../../../console/console.module.css';
import o from '../oversight.module.css';

/** The words of one switch card, as keys of the console's texts. */
interface SwitchTexts {
  title: string;
  on: string;
  off: string;
  label: string;
  turnedOn: string;
  turnedOff: string;
}

/**
 * One of the marketplace's rules of trade as a switch card: whether new products wait for review, whether
 * shoppers may pay the courier in cash. Each change is in the operation log on the service.
 */
export function PlatformSwitch({ settingKey, id, texts }: { settingKey: string; id: string; texts: SwitchTexts }) {
  const { t } = useTranslation();
  const on = usePlatformSwitch(settingKey);
  const save = useSavePlatformSwitch(settingKey);
  return (
    <section className={`${s.card} ${o.switchCard}`} aria-labelledby={id}>
      <div>
        <h2 id={id} className={s.cardTitle}>
          {t(texts.title)}
        </h2>
        <p className={s.cardText}>{t(on.data ? texts.on : texts.off)}</p>
      </div>
      <label className={o.check}>
        <input
          type="checkbox"
          role="switch"
          checked={on.data ?? false}
          disabled={on.isPending || save.isPending}
          onChange={(e) => save.mutate(e.target.checked, { onSuccess: (_d, v) => toast.success(t(v ? texts.turnedOn : texts.turnedOff)) })}
        />
        {t(texts.label)}
      </label>
    </section>
  );
}
