import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useController, useForm } from 'react-hook-form';
import { toast } from '@/api/toastStore';
import { Button } from '@/components/Button';
import { TextArea } from '@/components/TextArea';
import { ORDER_RULES, logisticsEvent, orderRemarkRequest, trackingEventRequest } from '../../../../../shared/contract/admin-order';
import { list } from '../../../../../shared/contract/fields';
import { FormField, localisedResolver } from '../../../../console/form';
import { consoleError } from '../../../../console/errors';
import { formatWhen } from '../../../../console/format';
import { useAddTracking, useMarkOrder, useOrderLogistics, type OrderInfo } from '../../api/orders';
import c from '../../../../console/console.module.css';
import s from './orders.module.css';
import { FormProblem } from '../../../../console/dialog';

const events = list(logisticsEvent);

/** The logistics answer's events, newest first, whatever form the JSON text comes in; malformed reads as none. */
function readEvents(raw: unknown): { station: string; time: string }[] {
  let parsed: unknown = raw;
  if (typeof raw === 'string') {
    try {
      parsed = JSON.parse(raw);
    } catch {
      parsed = [];
    }
  }
  const r = events.lenient.safeParse(parsed);
  // The wire sends them oldest first, as A does; wire times compare as text.
  return r.success ? r.data.map((e) => ({ station: e.AcceptStation, time: e.AcceptTime })).sort((a, b) => b.time.localeCompare(a.time)) : [];
}

/** The shipment as the shopper's tracking page shows it, and the form that adds to it. */
export function TrackingSection({ order, lang }: { order: OrderInfo; lang: string }) {
  const { t } = useTranslation();
  const shipped = order.shipTime !== '';
  const logistics = useOrderLogistics(order.orderNo, shipped);
  if (!shipped) return <p className={c.cardText}>{t('orders.tracking.notShipped')}</p>;
  const lines = readEvents(logistics.data?.logisticsInfo);
  return (
    <>
      <dl className={c.facts}>
        {order.deliveryType === 'noNeed' ? (
          <>
            <dt>{t('orders.tracking.method')}</dt>
            <dd>{t('orders.tracking.noLogistics')}</dd>
          </>
        ) : (
          <>
            <dt>{t('orders.tracking.carrier')}</dt>
            <dd>{order.deliveryName}</dd>
            <dt>{t('orders.tracking.number')}</dt>
            <dd className={s.mono}>{order.deliveryId}</dd>
          </>
        )}
        <dt>{t('orders.tracking.shipTime')}</dt>
        <dd>{formatWhen(order.shipTime, lang)}</dd>
      </dl>
      {logistics.isPending ? (
        <div className={c.bone} />
      ) : (
        <ol className={s.timeline} aria-label={t('orders.tracking.events')}>
          {lines.map((e, i) => (
            <li key={`${e.time}-${i}`}>
              <span className={s.timelineStation}>{e.station}</span>
              <span className={s.sub}>{formatWhen(e.time, lang)}</span>
            </li>
          ))}
        </ol>
      )}
      <TrackingForm orderNo={order.orderNo} />
    </>
  );
}

/** One more line of tracking: where the parcel is, and when (now unless the merchant says otherwise). */
function TrackingForm({ orderNo }: { orderNo: string }) {
  const { t } = useTranslation();
  const add = useAddTracking();
  const [message, setMessage] = useState<string | null>(null);
  const form = useForm({ resolver: localisedResolver(trackingEventRequest, { station: 'orders.tracking.errStation', time: 'orders.tracking.errTime' }, t), defaultValues: { station: '', time: '' } });
  const submit = form.handleSubmit((v) => {
    setMessage(null);
    // The browser's datetime-local gives `yyyy-MM-ddTHH:mm`; the service reads it in the shop's time zone.
    const time = v.time ? v.time.replace('T', ' ') : undefined;
    add.mutate(
      { orderNo, events: [{ station: v.station, ...(time ? { time } : {}) }] },
      {
        onSuccess: () => {
          toast.success(t('orders.tracking.added'));
          form.reset();
        },
        onError: (err) => setMessage(consoleError(err, t, { 400: 'orders.tracking.refused' })),
      },
    );
  });
  return (
    <form className={s.inlineForm} onSubmit={(e) => void submit(e)} noValidate aria-label={t('orders.tracking.addTitle')}>
      {message && (
        <p className={`${c.formMessage} ${s.wide}`} role="alert">
          {message}
        </p>
      )}
      <FormField control={form.control} name="station" label={t('orders.tracking.station')} maxLength={ORDER_RULES.station} />
      <FormField control={form.control} name="time" type="datetime-local" label={t('orders.tracking.time')} hint={t('orders.tracking.timeHint')} />
      <Button type="submit" variant="secondary" loading={add.isPending}>
        {t('orders.tracking.add')}
      </Button>
    </form>
  );
}

/** The shop's own note on the order: for the team, never shown to the shopper. */
export function NoteForm({ order }: { order: OrderInfo }) {
  const { t } = useTranslation();
  const mark = useMarkOrder();
  const [message, setMessage] = useState<string | null>(null);
  const form = useForm({ resolver: localisedResolver(orderRemarkRequest, { remark: 'orders.note.err' }, t), values: { orderNo: order.orderNo, remark: order.merRemark } });
  const remark = useController({ control: form.control, name: 'remark' });
  const value = remark.field.value ?? '';
  const submit = form.handleSubmit((body) => {
    setMessage(null);
    mark.mutate(body, { onSuccess: () => toast.success(t('orders.note.saved')), onError: (err) => setMessage(consoleError(err, t)) });
  });
  return (
    <form className={c.form} onSubmit={(e) => void submit(e)} noValidate>
      <FormProblem className={c.formMessage}>{message}</FormProblem>
      <TextArea
        label={t('orders.note.label')}
        hint={t('orders.note.hint')}
        rows={3}
        name={remark.field.name}
        value={value}
        onChange={remark.field.onChange}
        onBlur={remark.field.onBlur}
        error={remark.fieldState.error?.message ?? null}
        counter={{ value: value.length, max: ORDER_RULES.remark }}
      />
      <div className={c.actions}>
        <Button type="submit" variant="secondary" loading={mark.isPending} disabled={value === order.merRemark}>
          {t('orders.note.save')}
        </Button>
      </div>
    </form>
  );
}

/** A plain labelled value that may be empty: the console writes "—" rather than leaving a hole. */
export function orDash(v: string): string {
  return v.trim() === '' ? '—' : v;
}
