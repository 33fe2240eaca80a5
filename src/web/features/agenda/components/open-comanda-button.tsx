import { ReceiptText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Appointment } from '../../../../contracts/appointments.ts';
import { Button } from '../../../components/ui/button.tsx';
import { useOpenComanda } from '../../../lib/api/comandas.ts';
import { errorMessage } from '../../../lib/forms.ts';
import { showToast } from '../../../lib/toast.ts';

/**
 * "Abrir comanda": the visit's bill at the counter (docs/counter.md) — opened now, or the one it
 * already has — and its page.
 */
export function OpenComandaButton({ appointment }: { appointment: Appointment }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const open = useOpenComanda();
  return (
    <Button
      variant="outline"
      size="sm"
      className="mt-4 self-start"
      disabled={open.isPending}
      onClick={() =>
        open.mutate(
          { appointmentId: appointment.id },
          {
            onSuccess: (comanda) => void navigate(`/comandas/${encodeURIComponent(comanda.id)}`),
            onError: (error) => showToast('error', t('agenda.panel.openComandaFailed'), errorMessage(error)),
          },
        )
      }
    >
      <ReceiptText aria-hidden="true" />
      {open.isPending ? t('agenda.panel.openingComanda') : t('agenda.panel.openComanda')}
    </Button>
  );
}
