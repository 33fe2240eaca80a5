/** The networks a post is shared on (docs/blog.md), each by its public share address. */
export type ShareNetwork = 'whatsapp' | 'x' | 'linkedin' | 'facebook';

export const SHARE_NETWORKS: readonly ShareNetwork[] = ['whatsapp', 'x', 'linkedin', 'facebook'];

/** Where to send a person who shares the post at `url` (absolute), titled `title`, on `network`. */
export function shareUrl(network: ShareNetwork, url: string, title: string): string {
  const encodedUrl = encodeURIComponent(url);
  switch (network) {
    case 'whatsapp':
      return `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`;
    case 'x':
      return `https://twitter.com/intent/tweet?url=${encodedUrl}&text=${encodeURIComponent(title)}`;
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?url=${encodedUrl}`;
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${encodedUrl}`;
  }
}
