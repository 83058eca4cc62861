import { useTranslation } from 'react-i18next';
import { StatusBadge } from '@/components/StatusBadge';
import { AUDIT_STATUS } from '../../../../../shared/contract/admin-platform-catalogue';
import c from '../../../../console/console.module.css';

/** What the platform's review says of a product (admin-product.ts `auditStatus`, `isForced`, `reason`). */
interface AuditState {
  auditStatus: number;
  isForced: boolean;
  reason: string;
}

function verdict(p: AuditState): 'waiting' | 'rejected' | 'forced' | null {
  if (p.auditStatus === AUDIT_STATUS.waiting) return 'waiting';
  if (p.auditStatus === AUDIT_STATUS.rejected) return 'rejected';
  return p.isForced ? 'forced' : null;
}

/** The list's badge beside the shelf state: under review, rejected or taken down by the platform, with its reason. */
export function AuditBadge({ row }: { row: AuditState }) {
  const { t } = useTranslation();
  const v = verdict(row);
  if (!v) return null;
  return (
    <>
      {' '}
      <StatusBadge tone={v === 'waiting' ? 'info' : 'danger'}>{t(`audit.badge.${v}`)}</StatusBadge>
      {row.reason && v !== 'waiting' && (
        <span className={`${c.change} ${c.muted}`}>
          {t('audit.reasonLabel')} {row.reason}
        </span>
      )}
    </>
  );
}

/** The edit page's notice: why the product is not on sale, and what saving does about it. */
export function AuditNotice({ state }: { state: AuditState }) {
  const { t } = useTranslation();
  const v = verdict(state);
  if (!v) return null;
  return (
    <p className={c.notice} role="status">
      <strong>{t(`audit.notice.${v}`)}</strong> {v !== 'waiting' && state.reason ? `${t('audit.reasonLabel')} ${state.reason}` : ''}
      <span className={c.change}>{t(`audit.next.${v}`)}</span>
    </p>
  );
}
