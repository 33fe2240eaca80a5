import { LockOpen } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openCashRegisterBodySchema } from '../../../../contracts/counter.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { moneyField } from '../../../lib/form-fields.ts';
import { errorMessage, fieldMessage } from '../../../lib/forms.ts';
import { showToast } from '../../../lib/toast.ts';
import { useOpenCashRegister } from '../api/open-cash-register.ts';
import { useMoney } from '../lib/use-money.ts';
import { MoneyField } from './money-field.tsx';

/** No register is open: the float counted into the drawer, and "Abrir caixa". */
export function OpenRegisterForm() {
  const { t } = useTranslation();
  const { money, currency, language } = useMoney();
  const id = useId();
  const open = useOpenCashRegister();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | undefined>();

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = moneyField(language, openCashRegisterBodySchema.shape.floatCents).safeParse(text);
    if (!parsed.success) {
      setProblem(fieldMessage(parsed.error.issues[0]?.message));
      return;
    }
    setProblem(undefined);
    // The form gives way to the open register as soon as it opens: the toast follows the promise, not the form.
    open.mutateAsync(parsed.data).then(
      (register) => showToast('success', t('counter.register.opened'), money(register.floatCents)),
      (error: unknown) => showToast('error', t('counter.register.openFailed'), errorMessage(error)),
    );
  };

  return (
    <Card data-testid="open-register">
      <CardHeader className="px-4 sm:px-6">
        <CardTitle>{t('counter.register.closedTitle')}</CardTitle>
        <CardDescription>{t('counter.register.closedText')}</CardDescription>
      </CardHeader>
      <CardContent className="px-4 sm:px-6">
        <form onSubmit={submit} className="flex flex-col gap-4 sm:flex-row sm:items-start" noValidate>
          <MoneyField
            id={`${id}-float`}
            label={t('counter.register.float')}
            hint={t('counter.register.floatHint')}
            value={text}
            onChange={setText}
            currency={currency}
            problem={problem}
            placeholder={language === 'pt-BR' ? '0,00' : '0.00'}
            className="space-y-2 sm:w-64"
          />
          <Button type="submit" className="sm:mt-6" disabled={open.isPending}>
            <LockOpen aria-hidden="true" />
            {open.isPending ? t('counter.register.opening') : t('counter.register.open')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
