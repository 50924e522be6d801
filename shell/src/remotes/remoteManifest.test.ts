import { preloadScripts, remoteFilesOf } from './remoteManifest';

const manifest = (metaData: object) => ({
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' }, publicPath: 'auto', ...metaData },
  exposes: [
    { path: './Other', assets: { js: { sync: ['other.js'] } } },
    { path: './App', assets: { js: { sync: ['368.aa.js', '__federation_expose_App.bb.js'] } } },
  ],
  shared: [
    { name: 'react', assets: { js: { sync: ['696.cc.js'] } } },
    { name: 'react-intl', assets: { js: { sync: ['638.dd.js'] } } },
  ],
});

const hostHas = (key: string) => key === 'react';

describe('remoteFilesOf', () => {
  it("finds the entry and the App's first scripts beside the manifest, without the host's libraries", () => {
    expect(
      remoteFilesOf(manifest({}), 'https://guest.example/app/mf-manifest.json', hostHas),
    ).toEqual({
      entry: 'https://guest.example/app/remoteEntry.js',
      scripts: [
        'https://guest.example/app/368.aa.js',
        'https://guest.example/app/__federation_expose_App.bb.js',
        'https://guest.example/app/638.dd.js',
      ],
    });
  });

  it("follows the manifest's public path and entry folder", () => {
    const files = remoteFilesOf(
      manifest({
        publicPath: 'https://cdn.example/guest/',
        remoteEntry: { name: 'remoteEntry.js', path: 'entry/' },
      }),
      'https://guest.example/mf-manifest.json',
      () => true,
    );
    expect(files.entry).toBe('https://cdn.example/guest/entry/remoteEntry.js');
    expect(files.scripts).toEqual([
      'https://cdn.example/guest/368.aa.js',
      'https://cdn.example/guest/__federation_expose_App.bb.js',
    ]);
  });

  it('refuses a manifest without an entry', () => {
    expect(() => remoteFilesOf({ metaData: {} }, 'https://guest.example/m.json', hostHas)).toThrow(
      'https://guest.example/m.json: no metaData.remoteEntry',
    );
    expect(() => remoteFilesOf(null, 'https://guest.example/m.json', hostHas)).toThrow();
  });
});

describe('preloadScripts', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('asks for each script once, leaving those the page already preloads', () => {
    document.head.innerHTML =
      '<link rel="preload" as="script" href="https://guest.example/remoteEntry.js">';
    preloadScripts([
      'https://guest.example/remoteEntry.js',
      'https://guest.example/368.aa.js',
      'https://guest.example/368.aa.js',
    ]);
    preloadScripts(['https://guest.example/368.aa.js']);
    const links = Array.from(document.head.querySelectorAll('link'));
    expect(links.map((link) => [link.rel, link.getAttribute('as'), link.href])).toEqual([
      ['preload', 'script', 'https://guest.example/remoteEntry.js'],
      ['preload', 'script', 'https://guest.example/368.aa.js'],
    ]);
  });
});
