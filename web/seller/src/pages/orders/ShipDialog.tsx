import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useController, useForm } from 'react-hook-form';
import { toast } from '@/api/toastStore';
import { Modal } from '@/components/Modal';
import { Button } from '@/components/Button';
import { Select } from '@/components/Select';
import { ORDER_RULES, SEND_TYPE, storeOrderSendRequest } from '../../../../../shared/contract/admin-order';
import { FormField, localisedResolver } from '../../../../console/form';
import { consoleError } from '../../../../console/errors';
import { useCarriers, useSendOrder } from '../../api/orders';
import c from '../../../../console/console.module.css';
import s from './orders.module.css';
import { FormProblem } from '../../../../console/dialog';

/**
 * Shipping one order: by carrier (chosen from the list, with its tracking number), or marked as sent without
 * logistics for goods that travel no road (downloads, vouchers, services). The shopper is told either way.
 */
export function ShipDialog({ orderNo, open, onClose }: { orderNo: string; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const carriers = useCarriers(open);
  const send = useSendOrder();
  const [message, setMessage] = useState<string | null>(null);
  const form = useForm({
    resolver: localisedResolver(storeOrderSendRequest, { expressCode: 'orders.ship.errCarrier', expressNumber: 'orders.ship.errNumber' }, t),
    defaultValues: { orderNo, type: SEND_TYPE.express as string, expressCode: '', expressNumber: '' },
  });
  const type = useController({ control: form.control, name: 'type' });
  const carrier = useController({ control: form.control, name: 'expressCode' });
  const byCarrier = type.field.value === SEND_TYPE.express;

  const close = () => {
    setMessage(null);
    form.reset();
    onClose();
  };
  const submit = form.handleSubmit((body) => {
    setMessage(null);
    send.mutate(body, {
      onSuccess: () => {
        toast.success(body.type === SEND_TYPE.express ? t('orders.ship.done', { no: orderNo }) : t('orders.ship.doneNoLogistics', { no: orderNo }));
        close();
      },
      onError: (err) => setMessage(consoleError(err, t, { 400: 'orders.ship.refused' })),
    });
  });

  return (
    <Modal open={open} onClose={close} title={t('orders.ship.title', { no: orderNo })} size="sm">
      <form className={c.form} onSubmit={(e) => void submit(e)} noValidate>
        <FormProblem className={c.formMessage}>{message}</FormProblem>
        <fieldset className={s.fieldset}>
          <legend className={s.legend}>{t('orders.ship.how')}</legend>
          <div className={s.segmented}>
            {[SEND_TYPE.express, SEND_TYPE.noLogistics].map((v) => (
              <label key={v}>
                <input className="visually-hidden" type="radio" name="sendType" value={v} checked={type.field.value === v} onChange={() => type.field.onChange(v)} />
                {t(v === SEND_TYPE.express ? 'orders.ship.byCarrier' : 'orders.ship.noLogistics')}
              </label>
            ))}
          </div>
        </fieldset>
        {byCarrier ? (
          <>
            <Select
              label={t('orders.ship.carrier')}
              name={carrier.field.name}
              value={carrier.field.value}
              onChange={(e) => carrier.field.onChange(e.target.value)}
              onBlur={carrier.field.onBlur}
              error={carrier.fieldState.error?.message ?? null}
              disabled={carriers.isPending}
              required
              data-autofocus
            >
              <option value="">{carriers.isPending ? t('orders.ship.loadingCarriers') : t('orders.ship.chooseCarrier')}</option>
              {carriers.data?.map((x) => (
                <option key={x.code} value={x.code}>
                  {x.name}
                </option>
              ))}
            </Select>
            <FormField control={form.control} name="expressNumber" label={t('orders.ship.number')} maxLength={ORDER_RULES.expressNumber} spellCheck={false} autoComplete="off" required />
          </>
        ) : (
          <p className={c.notice}>{t('orders.ship.noLogisticsHint')}</p>
        )}
        <div className={s.dialogActions}>
          <Button variant="secondary" onClick={close}>
            {t('common:action.cancel')}
          </Button>
          <Button type="submit" loading={send.isPending}>
            {byCarrier ? t('orders.ship.submit') : t('orders.ship.submitNoLogistics')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
