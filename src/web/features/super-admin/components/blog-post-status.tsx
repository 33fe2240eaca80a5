import { CalendarClock, CircleCheck, PencilLine } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { BlogPostStatus } from '../../../../contracts/blog.ts';
import type { SiteLanguage } from '../../../../contracts/site-content.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { dateTimeFormat } from '../../../lib/local-date.ts';
import { cn } from '../../../lib/cn.ts';

export const BLOG_STATUS_LABELS = {
  draft: 'superAdmin.blog.status.draft',
  scheduled: 'superAdmin.blog.status.scheduled',
  published: 'superAdmin.blog.status.published',
} as const satisfies Record<BlogPostStatus, string>;

export const BLOG_LANGUAGE_LABELS = {
  'pt-BR': 'superAdmin.blog.languages.ptBR',
  'en-US': 'superAdmin.blog.languages.enUS',
} as const satisfies Record<SiteLanguage, string>;

const STATUS_LOOKS = {
  draft: { icon: PencilLine, className: 'border border-border bg-muted text-muted-foreground' },
  scheduled: { icon: CalendarClock, className: 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100' },
  published: {
    icon: CircleCheck,
    className: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100',
  },
} as const;

/** Rascunho / Agendado / Publicado, told apart by word, icon and colour. */
export function BlogStatusBadge({ status, className }: { status: BlogPostStatus; className?: string }) {
  const { t } = useTranslation();
  const { icon: Icon, className: look } = STATUS_LOOKS[status];
  return (
    <Badge className={cn(look, className)} data-status={status}>
      <Icon className="size-3.5" aria-hidden="true" />
      {t(BLOG_STATUS_LABELS[status])}
    </Badge>
  );
}

/** A moment of the blog (updated, goes live) on the writer's own clock: '01/05/2026, 09:30'. */
export function formatBlogMoment(instant: string, language: string, style: 'short' | 'long' = 'short'): string {
  return dateTimeFormat(language, { dateStyle: style === 'short' ? 'short' : 'long', timeStyle: 'short' }).format(
    new Date(instant),
  );
}
