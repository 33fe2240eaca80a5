import { FlaskConical, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, type ButtonProps } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { useGenerateSampleData } from '../api/generate-sample-data.ts';
import { useRemoveSampleData } from '../api/remove-sample-data.ts';
import { showToast } from '../../../lib/toast.ts';

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : undefined);

/**
 * 'Gerar dados de teste': says first what it adds and that it comes off in one click, then asks
 * the server. Everything the business shows is refreshed afterwards.
 */
export function GenerateSampleDataButton({ variant = 'outline', size }: Pick<ButtonProps, 'variant' | 'size'>) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const generate = useGenerateSampleData();

  // mutateAsync, not mutate's callbacks: the refreshed page may no longer show this button when the answer comes.
  const onConfirm = async () => {
    try {
      const added = await generate.mutateAsync();
      showToast(
        'success',
        t('dashboard.sampleData.generated'),
        t('dashboard.sampleData.generatedDetails', { ...added }),
      );
    } catch (error) {
      showToast('error', t('dashboard.sampleData.generateError'), errorMessage(error));
    } finally {
      setOpen(false);
    }
  };

  return (
    <>
      <Button variant={variant} size={size} onClick={() => setOpen(true)}>
        <FlaskConical aria-hidden="true" />
        {t('dashboard.sampleData.generate')}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={(next) => !generate.isPending && setOpen(next)}
        title={t('dashboard.sampleData.dialogTitle')}
        description={t('dashboard.sampleData.dialogDescription')}
        confirmLabel={t('dashboard.sampleData.confirm')}
        pendingLabel={t('dashboard.sampleData.generating')}
        pending={generate.isPending}
        variant="default"
        onConfirm={() => void onConfirm()}
      >
        <ul className="mt-3 list-disc space-y-1.5 pl-5 text-sm text-foreground">
          <li>{t('dashboard.sampleData.whatClients')}</li>
          <li>{t('dashboard.sampleData.whatMarked')}</li>
          <li>{t('dashboard.sampleData.whatRemove')}</li>
        </ul>
      </ConfirmDialog>
    </>
  );
}

/** 'Este painel inclui dados de teste', with the way to remove them (after a confirmation). */
export function SampleDataNotice() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const remove = useRemoveSampleData();

  const onConfirm = async () => {
    try {
      const removed = await remove.mutateAsync();
      showToast('success', t('dashboard.sampleData.removed'), t('dashboard.sampleData.removedDetails', { ...removed }));
    } catch (error) {
      showToast('error', t('dashboard.sampleData.removeError'), errorMessage(error));
    } finally {
      setOpen(false);
    }
  };

  return (
    <Alert variant="warning" data-testid="sample-data-notice">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0">
          <p className="font-semibold">{t('dashboard.sampleData.notice')}</p>
          <p className="mt-0.5">{t('dashboard.sampleData.noticeDescription')}</p>
        </div>
        <Button variant="outline" size="sm" className="self-start sm:self-center" onClick={() => setOpen(true)}>
          <Trash2 aria-hidden="true" />
          {t('dashboard.sampleData.remove')}
        </Button>
      </div>
      <ConfirmDialog
        open={open}
        onOpenChange={(next) => !remove.isPending && setOpen(next)}
        title={t('dashboard.sampleData.removeTitle')}
        description={t('dashboard.sampleData.removeDescription')}
        confirmLabel={t('dashboard.sampleData.remove')}
        pendingLabel={t('dashboard.sampleData.removing')}
        pending={remove.isPending}
        onConfirm={() => void onConfirm()}
      />
    </Alert>
  );
}
