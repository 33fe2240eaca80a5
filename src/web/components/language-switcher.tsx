import { Languages } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../i18n/i18n.ts';
import { isLanguage, LANGUAGES } from '../i18n/detect-language.ts';
import { cn } from '../lib/cn.ts';

/** Português / English. The names stay in their own language, as people look for them. */
const LANGUAGE_NAMES = { 'pt-BR': 'Português', 'en-US': 'English' } as const;

export function LanguageSwitcher({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  return (
    <div className={cn('relative inline-flex items-center', className)}>
      <label htmlFor={id} className="sr-only">
        {t('common.language')}
      </label>
      <Languages className="pointer-events-none absolute left-2.5 size-4 text-muted-foreground" aria-hidden="true" />
      <select
        id={id}
        value={i18n.language}
        onChange={(event) => {
          if (isLanguage(event.target.value)) void changeLanguage(event.target.value);
        }}
        className="h-9 cursor-pointer appearance-none rounded-lg border border-input bg-card py-1 pl-8 pr-3 text-sm text-foreground hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </select>
    </div>
  );
}
