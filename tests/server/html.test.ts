import { describe, expect, it } from 'vitest';
import { escapeHtml } from '../../server/http/html';

describe('escapeHtml', () => {
  it('escapes the five characters that open markup or leave a quoted attribute', () => {
    expect(escapeHtml(`<a href="x" title='y'>Tom & Jerry</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Tom &amp; Jerry&lt;/a&gt;',
    );
  });

  it('escapes an ampersand once, so an escaped text is not escaped again by accident', () => {
    expect(escapeHtml('&lt;')).toBe('&amp;lt;');
  });
});
