import { Download } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadBusinessData } from '../lib/api/business-closing.ts';
import { errorMessage } from '../lib/forms.ts';
import { showToast } from '../lib/toast.ts';
import { Button, type ButtonSize, type ButtonVariant } from './ui/button.tsx';
import { Spinner } from './ui/spinner.tsx';

/**
 * 'Baixar todos os dados (ZIP)': the owner's copy of everything in the business, from the
 * settings, the ended-subscription pages and the closed-business page. It takes a few seconds for
 * a large business: the button says so and cannot be pressed twice meanwhile.
 */
export function BusinessExportButton({
  variant = 'outline',
  size = 'default',
  className,
  label,
}: {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
  /** Another wording than 'Baixar todos os dados (ZIP)'. */
  label?: string;
}) {
  const { t } = useTranslation();
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      await downloadBusinessData();
    } catch (error) {
      showToast('error', t('dataExport.failed'), errorMessage(error));
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Button
      variant={variant}
      size={size}
      className={className}
      onClick={() => void download()}
      disabled={downloading}
      aria-busy={downloading}
    >
      {downloading ? <Spinner className="size-4 text-current" /> : <Download aria-hidden="true" />}
      {downloading ? t('dataExport.preparing') : (label ?? t('dataExport.download'))}
    </Button>
  );
}
