import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../lib/api-fetch.ts';
import { errorMessage } from '../lib/forms.ts';
import { showToast } from '../lib/toast.ts';
import { ConfirmDialog } from './ui/confirm-dialog.tsx';

/**
 * Asks before deleting a record. When the server refuses because appointments refer to it
 * (`inUseCode`, a 409), the dialog explains with the server's message and, when the record can be
 * deactivated instead, offers that.
 */
export function DeleteDialog({
  open,
  onClose,
  title,
  description,
  inUseCode,
  onDelete,
  deleted,
  deleteError,
  deactivate,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  description: string;
  inUseCode: string;
  onDelete: () => Promise<void>;
  /** Toast titles. */
  deleted: string;
  deleteError: string;
  /** The way out when the record is in use; absent when it cannot (or need not) be deactivated. */
  deactivate?: { run: () => Promise<void>; done: string; error: string } | undefined;
}) {
  const { t } = useTranslation();
  const [inUseMessage, setInUseMessage] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const close = () => {
    setInUseMessage(null);
    onClose();
  };

  const run = async (action: () => Promise<void>, success: string, failure: string) => {
    setPending(true);
    try {
      await action();
      showToast('success', success);
      close();
    } catch (error) {
      if (error instanceof ApiError && error.code === inUseCode) setInUseMessage(error.message);
      else showToast('error', failure, errorMessage(error));
    } finally {
      setPending(false);
    }
  };

  if (inUseMessage !== null) {
    return (
      <ConfirmDialog
        open={open}
        onOpenChange={(next) => (next ? undefined : close())}
        title={t('deleteDialog.inUseTitle')}
        description={deactivate ? inUseMessage : `${inUseMessage} ${t('deleteDialog.nothingElse')}`}
        confirmLabel={deactivate ? t('deleteDialog.deactivate') : t('common.ok')}
        pendingLabel={t('common.saving')}
        pending={pending}
        variant="default"
        onConfirm={() => (deactivate ? void run(deactivate.run, deactivate.done, deactivate.error) : close())}
      />
    );
  }

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => (next ? undefined : close())}
      title={title}
      description={description}
      confirmLabel={t('common.delete')}
      pendingLabel={t('common.deleting')}
      pending={pending}
      onConfirm={() => void run(onDelete, deleted, deleteError)}
    />
  );
}
