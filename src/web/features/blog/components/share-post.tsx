import { Link2 } from 'lucide-react';
import { useId, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, buttonVariants } from '../../../components/ui/button.tsx';
import { showToast } from '../../../lib/toast.ts';
import { blogPostPath } from '../lib/blog-paths.ts';
import { SHARE_NETWORKS, shareUrl } from '../lib/share-links.ts';

const neverChanges = () => () => undefined;

/**
 * The site's address, once in the browser: the server's render (and the browser's first pass
 * over it) has none, so the share links get their absolute addresses just after the page is
 * taken over — the same markup on both sides.
 */
function useSiteOrigin(): string | null {
  return useSyncExternalStore(
    neverChanges,
    () => window.location.origin,
    () => null,
  );
}

/** Share the post on WhatsApp, X, LinkedIn or Facebook (each in a new tab), or copy its address. */
export function SharePost({ slug, title }: { slug: string; title: string }) {
  const { t } = useTranslation();
  const titleId = useId();
  const origin = useSiteOrigin();
  const postUrl = origin === null ? null : `${origin}${blogPostPath(slug)}`;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(`${window.location.origin}${blogPostPath(slug)}`);
      showToast('success', t('blog.post.share.copied'));
    } catch {
      showToast('error', t('blog.post.share.copyFailed'));
    }
  };

  return (
    <section aria-labelledby={titleId} className="border-y border-border py-6" data-testid="blog-share">
      <h2 id={titleId} className="text-base font-semibold text-foreground">
        {t('blog.post.share.title')}
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {SHARE_NETWORKS.map((network) => {
          const name = t(`blog.post.share.networks.${network}`);
          return (
            <li key={network}>
              {postUrl === null ? (
                // Until the address is known (the server's render): a placeholder link, with none
                // of the attributes that only a link with an address may carry.
                <a className={buttonVariants({ variant: 'outline', size: 'sm' })}>{name}</a>
              ) : (
                <a
                  href={shareUrl(network, postUrl, title)}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t('blog.post.share.shareOn', { network: name })}
                  className={buttonVariants({ variant: 'outline', size: 'sm' })}
                >
                  {name}
                </a>
              )}
            </li>
          );
        })}
        <li>
          <Button variant="outline" size="sm" onClick={() => void copy()}>
            <Link2 aria-hidden="true" />
            {t('blog.post.share.copy')}
          </Button>
        </li>
      </ul>
    </section>
  );
}
