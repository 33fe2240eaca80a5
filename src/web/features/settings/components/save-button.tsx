import { useTranslation } from 'react-i18next';
import type { FormFooterState } from '../../../components/opening-hours-form.tsx';
import { Button } from '../../../components/ui/button.tsx';

/** The footer of a settings form: its save button, which waits for a change. */
export function SaveButton({ submitting, dirty, label }: FormFooterState & { label: string }) {
  const { t } = useTranslation();
  return (
    <div className="flex justify-end">
      <Button type="submit" disabled={submitting || !dirty}>
        {submitting ? t('common.saving') : label}
      </Button>
    </div>
  );
}
