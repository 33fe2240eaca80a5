import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { SiteLanguage } from '../../../../contracts/site-content.ts';
import { FieldError } from '../../../components/ui/field-error.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { NativeSelect } from '../../../components/ui/native-select.tsx';
import { useAllBlogPosts } from '../api/list-all-blog-posts.ts';
import { BLOG_LANGUAGE_LABELS, BLOG_STATUS_LABELS } from './blog-post-status.tsx';

/** The most posts of the other language the choice offers (the API's largest page). */
const CANDIDATES = 100;

/**
 * The same post in the other language, or none. Linking is mutual: the server links both posts,
 * so a post already linked to another is marked as such.
 */
export function BlogTranslationField({
  postId,
  language,
  value,
  onChange,
  error,
}: {
  postId: string | null;
  language: SiteLanguage;
  value: string | null;
  onChange: (translationId: string | null) => void;
  error: string | undefined;
}) {
  const { t } = useTranslation();
  const id = useId();
  const other: SiteLanguage = language === 'pt-BR' ? 'en-US' : 'pt-BR';
  const candidates = useAllBlogPosts({ language: other, limit: CANDIDATES });
  const items = (candidates.isPlaceholderData ? undefined : candidates.data?.items)?.filter(
    (item) => item.id !== postId,
  );
  const missing = value !== null && items !== undefined && !items.some((item) => item.id === value);

  return (
    <div className="space-y-2">
      <Label htmlFor={`${id}-select`}>
        {t('superAdmin.blog.translation.label', { language: t(BLOG_LANGUAGE_LABELS[other]) })}
        <span className="font-normal text-muted-foreground">{` ${t('common.optional')}`}</span>
      </Label>
      <NativeSelect
        id={`${id}-select`}
        value={value ?? ''}
        disabled={items === undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={[`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(' ')}
        onChange={(event) => onChange(event.target.value === '' ? null : event.target.value)}
      >
        <option value="">
          {items === undefined && !candidates.isError ? t('common.loading') : t('superAdmin.blog.translation.none')}
        </option>
        {missing && <option value={value}>{t('superAdmin.blog.translation.current')}</option>}
        {items?.map((item) => (
          <option key={item.id} value={item.id}>
            {item.translationId !== null && item.translationId !== postId
              ? t('superAdmin.blog.translation.optionLinked', {
                  title: item.title,
                  status: t(BLOG_STATUS_LABELS[item.status]),
                })
              : t('superAdmin.blog.translation.option', {
                  title: item.title,
                  status: t(BLOG_STATUS_LABELS[item.status]),
                })}
          </option>
        ))}
      </NativeSelect>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {t('superAdmin.blog.translation.hint')}
      </p>
      {candidates.isError && (
        <p role="alert" className="text-sm text-destructive">
          {t('superAdmin.blog.translation.loadError')}{' '}
          <button
            type="button"
            className="font-medium text-link underline underline-offset-4"
            onClick={() => void candidates.refetch()}
          >
            {t('common.retry')}
          </button>
        </p>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
