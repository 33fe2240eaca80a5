import { Monitor, Moon, Sun } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SegmentedControl } from '../../../components/ui/segmented-control.tsx';
import { readTheme, setTheme, type Theme } from '../../../lib/theme.ts';

/** Light, dark or as the system: kept in this browser (localStorage `theme`), applied at once. */
export function AppearancePicker() {
  const { t } = useTranslation();
  const [theme, setThemeState] = useState<Theme>(readTheme);
  return (
    <SegmentedControl
      label={t('settings.appearance.title')}
      value={theme}
      onValueChange={(next) => {
        setTheme(next);
        setThemeState(next);
      }}
      className="w-full sm:w-auto"
      options={[
        { value: 'light', label: t('settings.appearance.light'), icon: <Sun aria-hidden="true" /> },
        { value: 'dark', label: t('settings.appearance.dark'), icon: <Moon aria-hidden="true" /> },
        { value: 'system', label: t('settings.appearance.system'), icon: <Monitor aria-hidden="true" /> },
      ]}
    />
  );
}
