import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { SITE_CONTENT_LIMITS, type PublishedScreenshot, type Screenshot, type ScreenshotsResponse, type UpdateScreenshotsBody } from '../../../contracts/site-content.ts';
import { AppError } from '../../errors.ts';
import type { Editor } from './site-content.repository.ts';
import { publishedOf, type ScreenshotRow, type ScreenshotsRepository } from './screenshots.repository.ts';
import type { UploadStorage } from './upload-storage.ts';

/** The two widths every screenshot is kept at (or the original's, when narrower). */
export const SCREENSHOT_WIDTHS = { small: 640, large: 1280 } as const;

/** What sharp may read: the formats SPEC allows, decided from the bytes, never from the name or the declared type. */
const ACCEPTED_FORMATS = new Set(['png', 'jpeg', 'webp']);

/** Larger pictures than this (in pixels) are refused before decoding: a small file can unpack to a huge one. */
const MAX_INPUT_PIXELS = 40_000_000;

export const notAnImage = () => new AppError('NOT_AN_IMAGE', 400);
export const imageTooLarge = () =>
  new AppError('IMAGE_TOO_LARGE', 400, { params: { megabytes: SITE_CONTENT_LIMITS.uploadBytes / (1024 * 1024) } });

async function webpAt(input: Buffer, width: number): Promise<{ data: Buffer; width: number; height: number }> {
  const { data, info } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize({ width, withoutEnlargement: true })
    .webp({ quality: 82 })
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

export function createScreenshotsService(deps: {
  repository: ScreenshotsRepository;
  storage: UploadStorage;
  now: () => Date;
  /** Called after a publish, so the published content is read again. */
  onPublish: () => void;
}) {
  const { repository, storage } = deps;

  function screenshotOf(row: ScreenshotRow, publishedIds: Set<string>): Screenshot {
    return { ...publishedOf(row), position: row.position, published: publishedIds.has(row.id), createdAt: row.createdAt.toISOString() };
  }

  async function list(): Promise<ScreenshotsResponse> {
    const [rows, published] = await Promise.all([repository.workingSet(), repository.published()]);
    const publishedList = published?.screenshots ?? [];
    const publishedIds = new Set(publishedList.map((s) => s.id));
    // Compared field by field: the database keeps JSON objects with their keys in its own order.
    const shown = (list: PublishedScreenshot[]) => JSON.stringify(list.map((s) => [s.id, s.captions['pt-BR'], s.captions['en-US'], s.small.url, s.large.url]));
    return {
      items: rows.map((row) => screenshotOf(row, publishedIds)),
      published: publishedList,
      unpublishedChanges: shown(rows.map(publishedOf)) !== shown(publishedList),
    };
  }

  return {
    list,

    /**
     * A PNG, JPEG or WebP of at most 5 MB (read from its bytes), re-encoded to WebP at the two
     * widths — which also drops its metadata — and added at the end of the working set.
     */
    async upload(editor: Editor, file: Buffer): Promise<Screenshot> {
      if (file.length > SITE_CONTENT_LIMITS.uploadBytes) throw imageTooLarge();
      let format: string | undefined;
      try {
        format = (await sharp(file, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()).format;
      } catch {
        throw notAnImage();
      }
      if (!format || !ACCEPTED_FORMATS.has(format)) throw notAnImage();
      let small: Awaited<ReturnType<typeof webpAt>>;
      let large: Awaited<ReturnType<typeof webpAt>>;
      try {
        [small, large] = await Promise.all([webpAt(file, SCREENSHOT_WIDTHS.small), webpAt(file, SCREENSHOT_WIDTHS.large)]);
      } catch {
        // Right header, broken or oversized picture.
        throw notAnImage();
      }
      const id = randomUUID();
      const smallKey = `screenshots/${id}-${SCREENSHOT_WIDTHS.small}.webp`;
      const largeKey = `screenshots/${id}-${SCREENSHOT_WIDTHS.large}.webp`;
      await storage.put(smallKey, small.data);
      await storage.put(largeKey, large.data);
      try {
        const row = await repository.insert(
          { smallKey, smallWidth: small.width, smallHeight: small.height, largeKey, largeWidth: large.width, largeHeight: large.height },
          editor.userId,
        );
        return screenshotOf(row, new Set());
      } catch (error) {
        await Promise.all([storage.delete(smallKey), storage.delete(largeKey)]).catch(() => {});
        throw error;
      }
    },

    async update(body: UpdateScreenshotsBody & { items: Array<{ id: string; captions: { 'pt-BR': string; 'en-US': string } }> }): Promise<ScreenshotsResponse> {
      const { unknownIds } = await repository.update(body.items, deps.now());
      if (unknownIds.length > 0) {
        const fields = Object.fromEntries(
          body.items.flatMap((item, index) => (unknownIds.includes(item.id) ? [[`items.${index}.id`, 'validation.id']] : [])),
        );
        throw new AppError('VALIDATION_ERROR', 400, { fields });
      }
      return list();
    },

    async publish(editor: Editor): Promise<ScreenshotsResponse> {
      await repository.publish(editor, deps.now());
      deps.onPublish();
      return list();
    },
  };
}

export type ScreenshotsService = ReturnType<typeof createScreenshotsService>;
