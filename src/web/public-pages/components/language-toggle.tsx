import { LANGUAGES } from '../../i18n/detect-language.ts';
import { cn } from '../../lib/cn.ts';
import { usePublicI18n } from '../i18n/i18n.ts';

/** Português / English; each name in its own language, as people look for them. */
const NAMES = { 'pt-BR': 'Português', 'en-US': 'English' } as const;

export function LanguageToggle() {
  const { tr, language, setLanguage } = usePublicI18n();
  return (
    <div role="group" aria-label={tr('page.language')} className="inline-flex rounded-lg bg-white/15 p-0.5">
      {LANGUAGES.map((option) => (
        <button
          key={option}
          type="button"
          lang={option}
          aria-pressed={option === language}
          onClick={() => setLanguage(option)}
          className={cn(
            'rounded-md px-2.5 py-1 text-xs font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-white',
            option === language ? 'bg-white text-primary shadow-sm' : 'text-white hover:bg-white/15',
          )}
        >
          {NAMES[option]}
        </button>
      ))}
    </div>
  );
}
