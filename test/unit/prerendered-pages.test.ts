import { localeOfCookieHeader, PRERENDERED_PATHS, prerenderedFile } from '../../shared/prerendered-pages';
import { pageHtml } from '../../scripts/web/prerender';

describe('prebuilt first pages', () => {
  it.each([
    ['/', 'en', '/prerendered/en/index.html'],
    ['/', 'ar', '/prerendered/ar/index.html'],
    ['/signin', 'ar', '/prerendered/ar/signin.html'],
    ['/forgot', 'en', '/prerendered/en/forgot.html'],
  ] as const)('%s in %s is served from %s', (pathname, locale, file) => {
    expect(prerenderedFile(pathname, locale)).toBe(file);
  });

  it.each(['/dashboard', '/signin/', '/SIGNIN', '/prerendered/en/index.html', ''])('%s has no prebuilt page', (pathname) => {
    expect(prerenderedFile(pathname, 'en')).toBeUndefined();
  });

  it('prebuilds the landing page and the public sign-in screens only', () => {
    expect([...PRERENDERED_PATHS].sort()).toEqual(['/', '/forgot', '/signin', '/signup']);
  });

  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['locale=ar', 'ar'],
    ['a=1; locale=ar; b=2', 'ar'],
    ['locale=en', 'en'],
    ['locale=fr', 'en'],
    ['xlocale=ar', 'en'],
    ['locale= ar ', 'ar'],
  ])('the cookie header %p asks for %s', (header, locale) => {
    expect(localeOfCookieHeader(header)).toBe(locale);
  });
});

describe('a prebuilt page\'s HTML', () => {
  const shell = '<!doctype html>\n<html lang="en" dir="ltr">\n  <head>\n    <title>UGC Marketplace</title>\n    <script type="module" src="/assets/main-1.js"></script>\n  </head>\n  <body>\n    <div id="root"></div>\n  </body>\n</html>\n';

  it('holds the markup in #root, marked with what it was built from, in the language\'s direction, its fonts preloaded', () => {
    const html = pageHtml(shell, '<main>مرحبا $& $1</main>', '/signin', 'ar', ['/assets/files/a.woff2', '/assets/files/b.woff2']);
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('<div id="root" data-prerendered="ar:/signin"><main>مرحبا $& $1</main></div>');
    expect(html).toContain('</title>\n    <link rel="preload" href="/assets/files/a.woff2" as="font" type="font/woff2" crossorigin />\n    <link rel="preload" href="/assets/files/b.woff2"');
    expect(html).toContain('<script type="module" src="/assets/main-1.js"></script>');
  });

  it('refuses markup that needs an inline script, which the Content-Security-Policy would block', () => {
    expect(() => pageHtml(shell, '<div></div><script>$RC("B:1","S:1")</script>', '/', 'en', [])).toThrow('inline script');
  });

  it('refuses a template without the places it fills', () => {
    expect(() => pageHtml('<html><body><div id="app"></div></body></html>', '<main></main>', '/', 'en', [])).toThrow('web/index.html');
  });
});
