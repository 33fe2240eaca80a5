import {
  type PublishedScreenshot,
  type Screenshot,
  type ScreenshotsResponse,
  type UpdateScreenshotsBody,
} from '../../../contracts/site-content.ts';
import { AppError } from '../../errors.ts';
import type { Editor } from './site-content.repository.ts';
import { publishedOf, type ScreenshotRow, type ScreenshotsRepository } from './screenshots.repository.ts';
import { storeImage } from './uploaded-images.ts';
import type { UploadStorage } from './upload-storage.ts';

export function createScreenshotsService(deps: {
  repository: ScreenshotsRepository;
  storage: UploadStorage;
  now: () => Date;
  /** Called after a publish, so the published content is read again. */
  onPublish: () => void;
}) {
  const { repository, storage } = deps;

  function screenshotOf(row: ScreenshotRow, publishedIds: Set<string>): Screenshot {
    return {
      ...publishedOf(row),
      position: row.position,
      published: publishedIds.has(row.id),
      createdAt: row.createdAt.toISOString(),
    };
  }

  async function list(): Promise<ScreenshotsResponse> {
    const [rows, published] = await Promise.all([repository.workingSet(), repository.published()]);
    const publishedList = published?.screenshots ?? [];
    const publishedIds = new Set(publishedList.map((s) => s.id));
    // Compared field by field: the database keeps JSON objects with their keys in its own order.
    const shown = (list: PublishedScreenshot[]) =>
      JSON.stringify(list.map((s) => [s.id, s.captions['pt-BR'], s.captions['en-US'], s.small.url, s.large.url]));
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
      const row = await storeImage(storage, 'screenshots', file, (image) => repository.insert(image, editor.userId));
      return screenshotOf(row, new Set());
    },

    async update(
      body: UpdateScreenshotsBody & { items: Array<{ id: string; captions: { 'pt-BR': string; 'en-US': string } }> },
    ): Promise<ScreenshotsResponse> {
      const { unknownIds } = await repository.update(body.items, deps.now());
      if (unknownIds.length > 0) {
        const fields = Object.fromEntries(
          body.items.flatMap((item, index) =>
            unknownIds.includes(item.id) ? [[`items.${index}.id`, 'validation.id']] : [],
          ),
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
