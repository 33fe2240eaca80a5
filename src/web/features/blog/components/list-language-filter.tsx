import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AppPageLanguage } from '../../../../contracts/app-page.ts';
import { cn } from '../../../lib/cn.ts';
import { BLOG_LANGUAGES, blogListHref } from '../lib/blog-paths.ts';

/** Português / English: which language's posts the list shows (the names in their own language). */
export function ListLanguageFilter({ language }: { language: AppPageLanguage }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('blog.list.languageFilter')} className="mt-6 flex justify-center">
      <ul className="inline-flex gap-1 rounded-xl border border-border bg-card p-1">
        {BLOG_LANGUAGES.map((option) => (
          <li key={option}>
            <Link
              to={blogListHref({ lang: option })}
              lang={option}
              hrefLang={option}
              aria-current={option === language ? 'true' : undefined}
              className={cn(
                'inline-flex h-9 items-center rounded-lg px-4 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                option === language
                  ? 'bg-primary text-primary-foreground shadow-sm'
                  : 'text-muted-foreground hover:bg-muted hover:text-foreground',
              )}
            >
              {t(`blog.list.languages.${option}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
