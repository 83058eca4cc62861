import { useTranslation } from 'react-i18next';
import { StatusBadge, type Tone } from '@/components/StatusBadge';
import { APPLY_STATUS } from '../../../../shared/contract/admin-platform';

const TONES: Record<number, Tone> = { [APPLY_STATUS.pending]: 'warn', [APPLY_STATUS.approved]: 'success', [APPLY_STATUS.rejected]: 'danger' };
const NAMES: Record<number, string> = { [APPLY_STATUS.pending]: 'applications.pending', [APPLY_STATUS.approved]: 'applications.approved', [APPLY_STATUS.rejected]: 'applications.rejected' };

/** An application's audit state as a pill: waiting, approved or rejected. */
export function ApplyStatus({ status }: { status: number }) {
  const { t } = useTranslation();
  return <StatusBadge tone={TONES[status] ?? 'neutral'}>{t(NAMES[status] ?? 'applications.unknown')}</StatusBadge>;
}
