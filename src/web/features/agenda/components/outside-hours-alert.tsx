import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';

/** A time outside the professional's hours or in a break: say why, and offer to book it anyway or choose another. */
export function OutsideHoursAlert({
  message,
  pending,
  onBookAnyway,
  onChooseAnother,
  testId,
}: {
  message: string;
  pending: boolean;
  onBookAnyway: () => void;
  onChooseAnother: () => void;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <Alert variant="warning" role="alert" data-testid={testId}>
      <p className="font-semibold">{t('agenda.form.outsideTitle')}</p>
      <p>{message}</p>
      <div className="flex flex-wrap gap-2 pt-2">
        <Button size="sm" disabled={pending} onClick={onBookAnyway}>
          {t('agenda.form.bookAnyway')}
        </Button>
        <Button size="sm" variant="outline" onClick={onChooseAnother}>
          {t('agenda.form.chooseAnotherTime')}
        </Button>
      </div>
    </Alert>
  );
}
