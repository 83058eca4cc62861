import { useSearchParams } from 'react-router';
import { positiveInt } from '../catalog/searchState';

/** Every shop page takes the shop id from the query (?id=). */
export function useMerchantId(): number {
  const [params] = useSearchParams();
  return positiveInt(params.get('id') ?? params.get('merId'));
}
