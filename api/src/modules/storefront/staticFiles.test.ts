import { servableFile } from './staticFiles.js';

const options = { serveSourceMaps: false };

describe('which built file is sent', () => {
  it.each([
    'server/remoteEntry.js',
    './server/remoteEntry.js',
    './/server/remoteEntry.js',
    '././server/remoteEntry.js',
    'x/../server/remoteEntry.js',
    '0.1.0-1a2b3c4d5e/server/remoteEntry.js',
    '0.1.0-1a2b3c4d5e/./server/remoteEntry.js',
    'SERVER/remoteEntry.js',
    'server\\remoteEntry.js',
    'mf-manifest-stats.json',
    'mf-manifest-stats.json.gz',
    'mf-manifest-stats.json.br',
    './mf-manifest-stats.json.br',
    '../shell/index.html',
    'a/../../shell/index.html',
    'main.0123abcd.js.map',
    '',
    '.',
    'assets/',
  ])('refuses %j', (asked) => {
    expect(servableFile(asked, options)).toBeNull();
  });

  it('sends a public file under its plain name, however it is spelled', () => {
    for (const asked of [
      'remoteEntry.1a2b3c4d.js',
      './remoteEntry.1a2b3c4d.js',
      'x/../remoteEntry.1a2b3c4d.js',
      './/remoteEntry.1a2b3c4d.js',
    ]) {
      expect(servableFile(asked, options)).toBe('remoteEntry.1a2b3c4d.js');
    }
    expect(servableFile('main.0123abcd.js.map', { serveSourceMaps: true })).toBe('main.0123abcd.js.map');
  });
});
