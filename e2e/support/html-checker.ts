import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const VNU_JAR = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');

/**
 * The W3C Nu HTML checker (the vnu-jar package; needs Java) over pages given as markup, in one
 * run: the HTML errors it finds, each as `name: line.column message`. Its CSS checker does not
 * know today's CSS (`@property`, `margin-trim`, color spaces in the inlined stylesheets), so
 * its CSS messages are left out: this is about the markup.
 */
export async function htmlErrors(pages: Record<string, string>): Promise<string[]> {
  const dir = mkdtempSync(path.join(tmpdir(), 'agendo-html-'));
  try {
    const files = Object.entries(pages).map(([name, html], index) => {
      const file = path.join(dir, `${index}.html`);
      writeFileSync(file, html);
      return { name, file };
    });
    const { stderr } = await promisify(execFile)(
      'java',
      [
        '-jar',
        VNU_JAR,
        '--errors-only',
        '--exit-zero-always',
        '--format',
        'json',
        '--filterpattern',
        '(CSS: |.*@property).*',
        ...files.map((f) => f.file),
      ],
      { maxBuffer: 16 * 1024 * 1024 },
    );
    // The JSON report comes on the standard error.
    const output =
      stderr.trim() === ''
        ? { messages: [] }
        : (JSON.parse(stderr) as {
            messages: { type: string; url: string; lastLine?: number; firstColumn?: number; message: string }[];
          });
    return output.messages
      .filter((message) => message.type === 'error')
      .map((message) => {
        const name = files.find((f) => message.url.endsWith(`/${path.basename(f.file)}`))?.name ?? message.url;
        return `${name}: ${message.lastLine ?? '?'}.${message.firstColumn ?? '?'} ${message.message}`;
      });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
