import { formatPhone } from '../../core/phone.ts';
import { useMe } from './session/get-me.ts';

/**
 * How the signed-in business shows a stored (E.164) phone: as its country writes it, '(11) 98765-4321'
 * in Brazil, a foreign number with its country code. Until the session is known, the number as kept.
 */
export function usePhoneText(): (phone: string) => string {
  const country = useMe().data?.business.country;
  return (phone) => (country ? formatPhone(phone, country) : phone);
}
