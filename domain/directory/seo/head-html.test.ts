import { describe, expect, it } from 'vitest';
import { escapeHtml, injectHeadTags, jsonForScript, renderHeadTags } from './head-html';

describe('escapeHtml', () => {
  it('escapes the characters that end text or an attribute', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });
});

describe('jsonForScript', () => {
  it('never writes `<`, so the text cannot close the script element, and still parses to the same data', () => {
    const data = { description: '</script><script>alert(1)</script><!--', line: 'a\u2028b' };
    const json = jsonForScript(data);
    expect(json).not.toContain('<');
    expect(json).not.toContain('\u2028');
    expect(JSON.parse(json)).toEqual(data);
  });
});

describe('renderHeadTags', () => {
  it('writes the title, description, canonical and Open Graph tags, escaped', () => {
    const html = renderHeadTags({
      title: 'A "B" <C>',
      description: 'D & E',
      canonicalUrl: 'https://exemple.fr/faq',
      ogType: 'website',
    });
    expect(html).toContain('<title>A &quot;B&quot; &lt;C&gt;</title>');
    expect(html).toContain('<meta name="description" content="D &amp; E" />');
    expect(html).toContain('<link rel="canonical" href="https://exemple.fr/faq" />');
    expect(html).toContain('<meta property="og:url" content="https://exemple.fr/faq" />');
    expect(html).toContain('<meta property="og:locale" content="fr_FR" />');
    expect(html).not.toContain('robots');
  });

  it('marks a not-found page noindex, without canonical URL', () => {
    const html = renderHeadTags({
      title: 'X',
      description: 'Y',
      canonicalUrl: null,
      ogType: 'website',
      noindex: true,
    });
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).not.toContain('canonical');
    expect(html).not.toContain('og:url');
  });
});

describe('injectHeadTags', () => {
  const template =
    '<html><head>\n<meta name="description" content="old" />\n<title>Old</title>\n<script type="module" src="/a.js"></script></head><body></body></html>';

  it('replaces the template title and description, keeps the rest', () => {
    const html = injectHeadTags(template, '<title>New $& $1</title>');
    expect(html).toBe(
      '<html><head>\n<title>New $& $1</title>\n<script type="module" src="/a.js"></script></head><body></body></html>',
    );
  });

  it('adds the tags before </head> when the template has no title', () => {
    expect(injectHeadTags('<html><head></head></html>', '<title>T</title>')).toBe(
      '<html><head><title>T</title>\n  </head></html>',
    );
  });
});
