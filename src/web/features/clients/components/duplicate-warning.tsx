import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ClientDuplicatesResponse } from '../../../../contracts/clients.ts';
import { Alert } from '../../../components/ui/alert.tsx';

type Duplicate = ClientDuplicatesResponse['items'][number];

/** 'Este telefone já pertence a Maria Souza': a warning, saving stays allowed. */
export function DuplicateWarning({
  duplicates,
  field,
  onOpenClient,
}: {
  duplicates: readonly Duplicate[];
  field: 'phone' | 'email';
  onOpenClient: () => void;
}) {
  const { t } = useTranslation();
  const matches = duplicates.filter((duplicate) => duplicate.matchedOn.includes(field));
  if (matches.length === 0) return null;
  return (
    <Alert variant="warning" data-testid={`duplicate-${field}`}>
      {matches.slice(0, 3).map((duplicate) => (
        <p key={duplicate.id}>
          {field === 'phone'
            ? t('clients.duplicates.phone', { name: duplicate.fullName })
            : t('clients.duplicates.email', { name: duplicate.fullName })}{' '}
          <Link
            to={`/clientes/${duplicate.id}`}
            onClick={onOpenClient}
            className="font-medium underline underline-offset-4"
          >
            {t('clients.duplicates.open', { name: duplicate.fullName })}
          </Link>
        </p>
      ))}
      {matches.length > 3 && <p>{t('clients.duplicates.more', { count: matches.length - 3 })}</p>}
      <p className="text-xs opacity-80">{t('clients.duplicates.stillAllowed')}</p>
    </Alert>
  );
}
