import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { SITE_CONTENT_LIMITS } from '../../../contracts/site-content.ts';
import { AppError } from '../../errors.ts';
import type { UploadStorage } from './upload-storage.ts';

/*
 * Pictures uploaded by super admins (the landing page's screenshots, the blog's covers and
 * images): checked from their bytes, re-encoded to WebP at two widths — which also drops their
 * metadata — and written under new keys of the upload storage.
 */

/** The two widths every uploaded picture is kept at (or the original's, when narrower). */
export const IMAGE_WIDTHS = { small: 640, large: 1280 } as const;

/** What sharp may read: PNG, JPEG and WebP (docs/site-content.md), decided from the bytes, never from the name or the declared type. */
const ACCEPTED_FORMATS = new Set(['png', 'jpeg', 'webp']);

/** Larger pictures than this (in pixels) are refused before decoding: a small file can unpack to a huge one. */
const MAX_INPUT_PIXELS = 40_000_000;

/**
 * Bytes of an oversized upload read (and thrown away) so that the sender hears the clear 400;
 * past this the connection is cut.
 */
const DRAIN_LIMIT = 100 * 1024 * 1024;

export const notAnImage = () => new AppError('NOT_AN_IMAGE', 400);
export const imageTooLarge = () =>
  new AppError('IMAGE_TOO_LARGE', 400, { params: { megabytes: SITE_CONTENT_LIMITS.uploadBytes / (1024 * 1024) } });

export interface StoredImage {
  smallKey: string;
  smallWidth: number;
  smallHeight: number;
  largeKey: string;
  largeWidth: number;
  largeHeight: number;
}

async function webpAt(input: Buffer, width: number): Promise<{ data: Buffer; width: number; height: number }> {
  const { data, info } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize({ width, withoutEnlargement: true })
    .webp({ quality: 82 })
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/**
 * A PNG, JPEG or WebP of at most 5 MB (read from its bytes) kept as WebP at the two widths under
 * `folder/<id>-<width>.webp`. 400 NOT_AN_IMAGE or IMAGE_TOO_LARGE otherwise. `keep` records the
 * image (in the database); when it fails, the files are removed again.
 */
export async function storeImage<T>(
  storage: UploadStorage,
  folder: string,
  file: Buffer,
  keep: (image: StoredImage, id: string) => Promise<T>,
): Promise<T> {
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
    [small, large] = await Promise.all([webpAt(file, IMAGE_WIDTHS.small), webpAt(file, IMAGE_WIDTHS.large)]);
  } catch {
    // Right header, broken or oversized picture.
    throw notAnImage();
  }
  const id = randomUUID();
  const smallKey = `${folder}/${id}-${IMAGE_WIDTHS.small}.webp`;
  const largeKey = `${folder}/${id}-${IMAGE_WIDTHS.large}.webp`;
  await storage.put(smallKey, small.data);
  await storage.put(largeKey, large.data);
  try {
    return await keep(
      {
        smallKey,
        smallWidth: small.width,
        smallHeight: small.height,
        largeKey,
        largeWidth: large.width,
        largeHeight: large.height,
      },
      id,
    );
  } catch (error) {
    await Promise.all([storage.delete(smallKey), storage.delete(largeKey)]).catch(() => {});
    throw error;
  }
}

/**
 * Lets the routes registered in `scope` take the file as the raw body, whatever type it declares
 * (the type is read from its bytes). Use it in a scope of its own, so no other route takes raw bodies.
 */
export function acceptRawImages(scope: FastifyInstance): void {
  scope.addContentTypeParser('*', (_request, payload, done) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    payload.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= SITE_CONTENT_LIMITS.uploadBytes) chunks.push(chunk);
      else if (size > DRAIN_LIMIT && !settled) {
        settled = true;
        done(imageTooLarge(), undefined);
        payload.destroy();
      }
    });
    payload.on('end', () => {
      if (settled) return;
      settled = true;
      if (size > SITE_CONTENT_LIMITS.uploadBytes) done(imageTooLarge(), undefined);
      else done(null, Buffer.concat(chunks));
    });
    payload.on('error', (error) => {
      if (settled) return;
      settled = true;
      done(error, undefined);
    });
  });
}
