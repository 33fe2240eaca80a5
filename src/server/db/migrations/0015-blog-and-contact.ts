import { sql, type Kysely } from 'kysely';

/**
 * The blog and the contact messages (docs/blog.md).
 * - `blog_images`: pictures uploaded for the blog (covers and images in posts), two WebP widths
 *   each under the upload storage, as the site's screenshots are.
 * - `blog_posts`: one language each; a draft while `published_at` is null, scheduled while it is
 *   in the future, published from then on (read with the clock: no job publishes anything).
 *   `translation_id` links a post to the same post in the other language (both ways).
 * - `blog_slug_redirects`: a post's earlier slugs, which redirect (301) to it. A slug is either a
 *   post's current one or an old one, never both.
 * - `contact_messages`: what signed-in people wrote to the people who run Agendo; `read_at` null
 *   is the 'novo' marker.
 * The audit log also takes the blog's publish and unpublish.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE blog_images (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      small_key text NOT NULL,
      small_width integer NOT NULL CHECK (small_width > 0),
      small_height integer NOT NULL CHECK (small_height > 0),
      large_key text NOT NULL,
      large_width integer NOT NULL CHECK (large_width > 0),
      large_height integer NOT NULL CHECK (large_height > 0),
      created_by text REFERENCES users(id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE blog_posts (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      slug text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND length(slug) <= 120),
      language text NOT NULL CHECK (language IN ('pt-BR', 'en-US')),
      title text NOT NULL CHECK (length(title) BETWEEN 1 AND 160),
      excerpt text NOT NULL CHECK (length(excerpt) <= 300),
      content_html text NOT NULL CHECK (length(content_html) <= 200000),
      cover_image_id uuid REFERENCES blog_images(id) ON DELETE SET NULL,
      translation_id uuid REFERENCES blog_posts(id) ON DELETE SET NULL,
      published_at timestamptz,
      author_id text REFERENCES users(id) ON DELETE SET NULL,
      author_name text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CHECK (translation_id IS DISTINCT FROM id)
    );
    CREATE INDEX blog_posts_published ON blog_posts (language, published_at DESC, id) WHERE published_at IS NOT NULL;

    CREATE TABLE blog_slug_redirects (
      old_slug text PRIMARY KEY,
      post_id uuid NOT NULL REFERENCES blog_posts(id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX blog_slug_redirects_post ON blog_slug_redirects (post_id);

    CREATE TABLE contact_messages (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id text REFERENCES users(id) ON DELETE SET NULL,
      business_id uuid REFERENCES businesses(id) ON DELETE SET NULL,
      name text NOT NULL CHECK (length(name) BETWEEN 1 AND 120),
      email text NOT NULL CHECK (length(email) BETWEEN 1 AND 255),
      title text NOT NULL CHECK (length(title) BETWEEN 1 AND 160),
      message text NOT NULL CHECK (length(message) BETWEEN 1 AND 5000),
      created_at timestamptz NOT NULL DEFAULT now(),
      read_at timestamptz,
      archived_at timestamptz
    );
    CREATE INDEX contact_messages_newest ON contact_messages (created_at DESC, id);
    CREATE INDEX contact_messages_by_sender ON contact_messages (user_id, created_at DESC);

    ALTER TABLE super_admin_audit_log DROP CONSTRAINT super_admin_audit_log_action_type_check;
    ALTER TABLE super_admin_audit_log ADD CONSTRAINT super_admin_audit_log_action_type_check CHECK (
      action_type IN ('publish_text_edits', 'publish_content', 'add_super_admin', 'remove_super_admin', 'publish_blog_post', 'unpublish_blog_post')
    );
  `.execute(db);
}
