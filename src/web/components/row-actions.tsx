import { Pencil, Power, Trash } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from './ui/button.tsx';

/** The icon buttons at the end of a list row; each is named for the row it acts on. */
export function EditRowButton({ label, onClick }: { label: string; onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <Button variant="ghost" size="icon" aria-label={label} title={t('common.edit')} onClick={onClick}>
      <Pencil aria-hidden="true" />
    </Button>
  );
}

export function ToggleActiveRowButton({
  active,
  label,
  title,
  disabled,
  onClick,
}: {
  active: boolean;
  /** The accessible names, e.g. 'Desativar Corte' / 'Ativar Corte'. */
  label: { activate: string; deactivate: string };
  title: { activate: string; deactivate: string };
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={active ? label.deactivate : label.activate}
      title={active ? title.deactivate : title.activate}
      disabled={disabled}
      onClick={onClick}
    >
      <Power aria-hidden="true" />
    </Button>
  );
}

export function DeleteRowButton({ label, onClick }: { label: string; onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <Button
      variant="ghost"
      size="icon"
      className="text-destructive! hover:bg-destructive/10!"
      aria-label={label}
      title={t('common.delete')}
      onClick={onClick}
    >
      <Trash aria-hidden="true" />
    </Button>
  );
}
