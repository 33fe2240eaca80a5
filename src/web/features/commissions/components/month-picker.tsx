import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { currentLanguage } from '../../../i18n/i18n.ts';
import { formatMonth, shiftMonth } from '../lib/month.ts';

/** ‹ Maio de 2025 › and a way back to the current month. */
export function MonthPicker({
  month,
  currentMonth,
  onChange,
}: {
  month: string;
  currentMonth: string;
  onChange: (month: string) => void;
}) {
  const { t } = useTranslation();
  const language = currentLanguage();
  return (
    <div
      role="group"
      aria-label={t('commissions.month.label')}
      className="flex flex-wrap items-center gap-2 print:hidden"
    >
      <Button
        variant="outline"
        size="icon"
        aria-label={t('commissions.month.previous')}
        title={t('commissions.month.previous')}
        onClick={() => onChange(shiftMonth(month, -1))}
      >
        <ChevronLeft aria-hidden="true" />
      </Button>
      <p
        className="min-w-40 text-center text-lg font-semibold text-foreground"
        aria-live="polite"
        data-testid="commissions-month"
      >
        {formatMonth(month, language)}
      </p>
      <Button
        variant="outline"
        size="icon"
        aria-label={t('commissions.month.next')}
        title={t('commissions.month.next')}
        onClick={() => onChange(shiftMonth(month, 1))}
      >
        <ChevronRight aria-hidden="true" />
      </Button>
      {month !== currentMonth && (
        <Button variant="ghost" size="sm" onClick={() => onChange(currentMonth)}>
          {t('commissions.month.current')}
        </Button>
      )}
    </div>
  );
}
